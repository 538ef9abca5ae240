/**
 * What other features and the app may use from chat (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { ChatComposer } from './components/ChatComposer';
export { ChatMessageList } from './components/ChatMessageList';
export { PausedNote } from './components/LiveIndicator';
export { GroupChat } from './GroupChat';

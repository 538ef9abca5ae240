/** The chat area's public entry: what other areas write, read and move of a group's messages. */
export { addMessages, addNotice, firstMessages, type NewChatMessage } from './message-store';
export { transferMessages } from './transfer-messages';
export { chat } from './plugin';

/** The chat area's public entry: what other areas write and read of a group's messages. */
export { addMessages, firstMessages, type NewChatMessage } from './message-store';

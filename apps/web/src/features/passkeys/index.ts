/**
 * What other features and the app may use from passkeys (docs/architecture.md, "The web's
 * structure"); everything else here is the feature's own.
 */
export { PasskeySetupStep } from './PasskeySetupStep';
export { PasskeySignIn } from './PasskeySignIn';
export { PasskeysCard } from './PasskeysCard';

/** The one client the local OpenID provider knows (its own module, so importing it is cheap). */
export const LOCAL_GOOGLE_CLIENT = {
  clientId: 'fairway-local-client',
  clientSecret: 'fairway-local-client-secret-0123456789',
};

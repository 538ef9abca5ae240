/** The platform administrator is the user with id 1 (decisions.md). */
export const PLATFORM_ADMIN_ID = 1;

/** The signup flow's draft in sessionStorage: the app's signup keeps it, a lander may start it. */
export const SIGNUP_DRAFT_KEY = 'signup-draft';

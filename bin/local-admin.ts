/** The administrator `npm start` creates on an empty local stack (docs/local-stack.md); never used by the deployed stack. */
export const LOCAL_ADMIN = {
  email: 'admin@brandtokafor.example',
  password: 'LocalAdmin#2026',
  firstName: 'Office',
  lastName: 'Administrator',
};

export { setup as default } from './agent-users.mjs';

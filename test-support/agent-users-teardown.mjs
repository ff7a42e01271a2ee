export { teardown as default } from './agent-users.mjs';

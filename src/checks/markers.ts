/** The markers around the RALPH:CHECKS block in CLAUDE.md / AGENTS.md (002 §4.3). */
export const CHECKS_START_MARKER = '<!-- RALPH:CHECKS:START -->';
export const CHECKS_END_MARKER = '<!-- RALPH:CHECKS:END -->';
export const CHECKS_START_PATTERN = /<!--\s*RALPH:CHECKS:START\s*-->/;
export const CHECKS_END_PATTERN = /<!--\s*RALPH:CHECKS:END\s*-->/;

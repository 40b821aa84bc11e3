/** The seed_runs row that marks the demo data as created (kept apart so boot can check it cheaply). */
export const DEMO_SEED_NAME = 'demo:v1';

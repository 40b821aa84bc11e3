// The layers of the code and the one direction their imports run:
//   contract <- db <- core <- emails <- jobs <- server <- scripts
//                      core <- seed   <- server
//                      core <- app    <- server
// A layer imports only layers below it (never one above, never a sibling branch), and
// no chain of imports comes back to where it started. `npm run deps` checks both; CI runs it.
// Tests may reach anything, so their files are only checked for cycles.
// Sources are read with swc: dependency-cruiser cannot use TypeScript 7's compiler yet and
// says so in a warning at the end of each run, which does not change the outcome.
const TEST = '\\.test\\.tsx?$';

/** A rule that files under `from` import nothing under any of `forbidden`. */
const layer = (name, from, forbidden) => ({
  name,
  severity: 'error',
  comment: `${from} sits below ${forbidden.join(', ')}: it must not import from there`,
  from: { path: `^${from}/`, pathNot: TEST },
  to: { path: `^(${forbidden.join('|')})/` },
});

export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A chain of imports that returns to its start: the modules cannot be understood or loaded one by one',
      from: {},
      to: { circular: true },
    },
    layer('contract-is-the-bottom', 'contract', [
      'db',
      'core',
      'emails',
      'jobs',
      'app',
      'seed',
      'server',
      'scripts',
      'tests',
    ]),
    layer('db-below-core', 'db', ['core', 'emails', 'jobs', 'app', 'seed', 'server', 'scripts', 'tests']),
    layer('core-below-its-callers', 'core', ['emails', 'jobs', 'app', 'seed', 'server', 'scripts', 'tests']),
    layer('emails-below-jobs', 'emails', ['jobs', 'app', 'seed', 'server', 'scripts', 'tests']),
    layer('jobs-below-server', 'jobs', ['app', 'seed', 'server', 'scripts', 'tests']),
    layer('app-below-server', 'app', ['emails', 'jobs', 'seed', 'server', 'scripts', 'tests']),
    layer('seed-below-server', 'seed', ['emails', 'jobs', 'app', 'server', 'scripts', 'tests']),
    layer('server-below-scripts', 'server', ['scripts', 'tests']),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router|test-results)/' },
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};

// zod checks whether it may compile validators with `new Function` by trying it. The
// site's policy forbids eval in the browser, which reports that caught attempt as a
// violation. zod reads its settings from this global, so an inline script in every
// page's head, which runs before any module, turns the attempt (and the compiling) off.
// The policy allows exactly this script by its SHA-256 (server/plugins/security.ts).
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

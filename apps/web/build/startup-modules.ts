import type { ChunkingContext } from 'rolldown';

/** The guest portal's entry: only what it imports statically joins the startup file (decision 58). */
const GUEST_ENTRY = /[\\/]src[\\/]main\.tsx$/;

const startupByModule = new Map<string, boolean>();

/**
 * Whether a module of the portal (not of node_modules, not the entry itself, which stays the entry
 * chunk) is reached from the guest entry by static imports only: it runs at startup whatever screen
 * opens, so it belongs with the startup code. Another entry (a staff console) never adds to it.
 */
export function isStartupAppModule(moduleId: string, ctx: ChunkingContext): boolean {
  if (/[\\/]node_modules[\\/]/.test(moduleId) || moduleId.startsWith('\0')) return false;
  if (GUEST_ENTRY.test(moduleId)) return false;
  return isReachedStatically(moduleId, ctx, new Set());
}

function isReachedStatically(moduleId: string, ctx: ChunkingContext, visiting: Set<string>): boolean {
  const known = startupByModule.get(moduleId);
  if (known !== undefined) return known;
  if (visiting.has(moduleId)) return false;
  if (GUEST_ENTRY.test(moduleId)) return true;
  visiting.add(moduleId);
  const importers = ctx.getModuleInfo(moduleId)?.importers ?? [];
  const reached = importers.some((importer) => isReachedStatically(importer, ctx, visiting));
  visiting.delete(moduleId);
  // A "no" found inside a cycle may become "yes" by another path: only the outermost answer is final.
  if (reached || visiting.size === 0) startupByModule.set(moduleId, reached);
  return reached;
}

// Link prefetch is off on 2g connections and when the visitor saves data: it would
// spend their data on pages they may never open.
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

// Spec 4: link prefetch is off on 2g connections and when the visitor saves data.
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

// What the agency should know about an import's file as a whole that refused nothing:
// a column the file lacks and what it was read as, columns we do not read. Shown with
// the preview, before anything is confirmed.

export function ImportFileWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="import-file-warnings"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <h3 id="import-file-warnings" className="font-semibold">
        About the file ({warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`})
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

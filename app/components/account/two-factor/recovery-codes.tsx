import { useT } from '#app/hooks/use-t.ts';
import { primaryButton, secondaryButton } from '../../forms/form-styles.ts';

/** The recovery codes, shown once: a list to copy, a text file to keep, and a button to go on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT().accountPages.twoFactor;
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`Dazu recovery codes\n\n${codes.join('\n')}\n`)}`;
  return (
    <div className="flex flex-col gap-4" role="status">
      <h3 className="text-lg font-bold text-gray-900">{t.codesTitle}</h3>
      <p className="text-gray-800">{t.codesText}</p>
      <ul aria-label={t.codesTitle} className="grid max-w-md grid-cols-2 gap-2 font-mono text-lg text-gray-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a href={file} download="dazu-recovery-codes.txt" className={secondaryButton}>
          {t.download}
        </a>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t.codesDone}
        </button>
      </div>
    </div>
  );
}

// The files of a message: images as small previews that open the full picture, PDFs as
// downloads. They come from the API, which serves them to the conversation's members only.
import { useT } from '#app/hooks/use-t.ts';
import type { MessageAttachment } from '#contract/conversations.ts';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function AttachmentList({ attachments }: { attachments: MessageAttachment[] }) {
  const t = useT().accountPages.messages;
  return (
    <ul className="mt-2 flex flex-wrap gap-3" aria-label={t.attached}>
      {attachments.map((file) => (
        <li key={file.id}>
          {file.content_type === 'image/webp' ? (
            <a href={file.url} target="_blank" rel="noopener" className="block rounded focus-visible:outline-2">
              <img
                src={file.url}
                alt={file.file_name}
                loading="lazy"
                className="h-24 w-auto rounded border border-gray-200"
              />
              <span className="sr-only">{t.opensPicture}</span>
            </a>
          ) : (
            <a href={file.url} download className="font-semibold text-accent-700 underline underline-offset-4">
              {file.file_name} <span className="font-normal text-gray-700">(PDF, {size(file.size)})</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

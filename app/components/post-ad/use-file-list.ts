// The files of one list of the ad form (photos, floor plans, the certificate): those
// the offer has and those picked now, in display order. Picked files get a preview
// (an object URL, released when the file leaves the list or the form closes) and are
// checked here for type, size and count so the advertiser hears at once; the server
// checks everything again by content.
import { useCallback, useEffect, useRef, useState } from 'react';
import { OFFER_FILE_LIMITS, OFFER_FILE_MESSAGES, type OfferFile, type OfferFileField } from '#contract/offer-files.ts';

export type FileItem =
  | { key: string; source: 'stored'; id: number; name: string; preview: string | null; format: 'image' | 'pdf' }
  | { key: string; source: 'new'; file: File; name: string; preview: string | null; format: 'image' | 'pdf' };

const IMAGE_TYPE = /^image\/(jpeg|png|webp|avif|heic|heif|gif)$/;
const IMAGE_NAME = /\.(jpe?g|png|webp|avif|heic|heif|gif)$/i;

const isPdf = (file: { name: string; type: string }) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Why a picked file cannot go in the list, or null. */
export function pickedFileProblem(
  field: OfferFileField,
  file: { name: string; type: string; size: number },
): string | null {
  if (field === 'ecertificate' && isPdf(file)) {
    return file.size > OFFER_FILE_LIMITS.pdfBytes ? `“${file.name}”: ${OFFER_FILE_MESSAGES.pdfTooBig}` : null;
  }
  if (!IMAGE_TYPE.test(file.type) && !IMAGE_NAME.test(file.name)) {
    return `“${file.name}” is not a photo we can use (JPEG, PNG, WebP, AVIF, HEIF or GIF${field === 'ecertificate' ? ', or a PDF' : ''})`;
  }
  if (file.size > OFFER_FILE_LIMITS.imageBytes) return `“${file.name}”: ${OFFER_FILE_MESSAGES.imageTooBig}`;
  return null;
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `file-${counter}`;
};

export function storedItems(files: readonly OfferFile[]): FileItem[] {
  return files.map((file, index) => ({
    key: `stored-${file.id}`,
    source: 'stored',
    id: file.id,
    name: file.format === 'pdf' ? 'Energy certificate (PDF)' : `Photo ${index + 1}`,
    preview: file.format === 'image' ? file.url : null,
    format: file.format,
  }));
}

/**
 * The files picked now that may go in the list, as items with a preview (`keep` is told
 * each object URL made), and why the others cannot.
 */
function pickedItems(field: OfferFileField, files: Iterable<File>, keep: (url: string) => void) {
  const problems: string[] = [];
  const accepted: FileItem[] = [];
  for (const file of files) {
    const refusal = pickedFileProblem(field, file);
    if (refusal) {
      problems.push(refusal);
      continue;
    }
    const pdf = isPdf(file);
    const preview = pdf ? null : URL.createObjectURL(file);
    if (preview) keep(preview);
    accepted.push({ key: nextKey(), source: 'new', file, name: file.name, preview, format: pdf ? 'pdf' : 'image' });
  }
  return { accepted, problems };
}

/**
 * The list with the `accepted` items added. A single-file list (the certificate) replaces
 * its file; the others take as many as there is room for. The previews of items that
 * leave or do not fit are released, and `problems` is told when some did not fit.
 */
function withAdded(
  field: OfferFileField,
  previous: FileItem[],
  accepted: FileItem[],
  release: (item: FileItem) => void,
  problems: string[],
): FileItem[] {
  const limit = OFFER_FILE_LIMITS[field];
  const base = limit === 1 ? [] : previous;
  if (limit === 1) for (const item of previous) release(item);
  const room = Math.max(0, limit - base.length);
  for (const extra of accepted.slice(limit === 1 ? 1 : room)) release(extra);
  if (accepted.length > (limit === 1 ? 1 : room)) problems.push(OFFER_FILE_MESSAGES.tooMany(field));
  return [...base, ...accepted.slice(0, limit === 1 ? 1 : room)];
}

/** The list with one item moved to a new position (0-based); the same list when the item is not in it. */
function withMoved(previous: FileItem[], key: string, position: number): FileItem[] {
  const from = previous.findIndex((item) => item.key === key);
  if (from < 0) return previous;
  const next = [...previous];
  const [item] = next.splice(from, 1);
  if (!item) return previous;
  next.splice(Math.max(0, Math.min(position, next.length)), 0, item);
  return next;
}

/**
 * The object URLs of the previews made for picked files: `keep` records one, `release`
 * frees an item's when it leaves the list, and all go when the form closes.
 */
function usePreviewUrls() {
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  const keep = useCallback((url: string) => {
    urls.current.add(url);
  }, []);

  const release = useCallback((item: FileItem | undefined) => {
    if (item?.source === 'new' && item.preview) {
      URL.revokeObjectURL(item.preview);
      urls.current.delete(item.preview);
    }
  }, []);

  return { keep, release };
}

export function useFileList(field: OfferFileField, initial: readonly OfferFile[]) {
  const [items, setItems] = useState<FileItem[]>(() => storedItems(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const { keep, release } = usePreviewUrls();

  const add = useCallback(
    (files: Iterable<File>) => {
      const { accepted, problems } = pickedItems(field, files, keep);
      setItems((previous) => withAdded(field, previous, accepted, release, problems));
      setProblem(problems.length > 0 ? problems.join(' ') : null);
    },
    [field, keep, release],
  );

  const remove = useCallback(
    (key: string) =>
      setItems((previous) => {
        release(previous.find((item) => item.key === key));
        return previous.filter((item) => item.key !== key);
      }),
    [release],
  );

  /** Moves an item to a new position (0-based), e.g. 0 to make a photo the main one. */
  const moveTo = useCallback((key: string, position: number) => {
    setItems((previous) => withMoved(previous, key, position));
  }, []);

  return { items, problem, setProblem, add, remove, moveTo };
}

export type FileListState = ReturnType<typeof useFileList>;

// Dragging in one file list of the ad form: a file of the list dragged onto another
// takes that one's place; files dragged in from the computer and dropped on the box are
// added. While a file of the list is being dragged, the box does not take it as new.
import { type DragEvent, useState } from 'react';
import type { FileItem, FileListState } from './use-file-list.ts';

/** `announce`: tells screen-reader users where the file went. */
export function useDragToReorder(list: FileListState, announce: (message: string) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  /** The drag handlers of the file at `index`, both as the one dragged and as the one dropped on. */
  const itemHandlers = (item: FileItem, index: number) => ({
    onDragStart: () => setDragged(item.key),
    onDragEnd: () => setDragged(null),
    onDragOver: (event: DragEvent<HTMLElement>) => event.preventDefault(),
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!dragged || dragged === item.key) return;
      // Stopped here: the box around would take the drop too.
      event.preventDefault();
      event.stopPropagation();
      list.moveTo(dragged, index);
      setDragged(null);
      announce(`Moved to position ${index + 1}`);
    },
  });
  return { dragged, itemHandlers };
}

export type DragToReorder = ReturnType<typeof useDragToReorder>;

/** The box's drop handlers, and whether files are held over it (it is then highlighted). */
export function useFileDrop(list: FileListState, dragged: string | null) {
  const [dropping, setDropping] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (!dragged) setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDropping(false);
      if (dragged) return;
      if (event.dataTransfer.files.length > 0) list.add(event.dataTransfer.files);
    },
  };
  return { dropping, handlers };
}

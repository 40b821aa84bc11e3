// Share an ad: the device's own share sheet where there is one (phones), otherwise the
// address is copied, with a message saying so.
import { useT } from '#app/hooks/use-t.ts';
import { useToast } from '../toast/toast-context.ts';

export function ShareOffer({ title, url }: { title: string; url: string }) {
  const toast = useToast();
  const words = useT().offer;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(words.linkCopied);
    } catch {
      toast.warning(words.copyToShare(url));
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      className="rounded text-sm font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
    >
      {words.share}
    </button>
  );
}

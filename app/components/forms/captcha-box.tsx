import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { captchaAnswerInBox } from '#app/lib/captcha-answer.ts';
import { CAPTCHA_MESSAGES, CAPTCHA_PROVIDERS, type CaptchaWidget } from '#contract/integrations.ts';

type CaptchaApi = { render(box: HTMLElement, options: { sitekey: string }): unknown; ready?(done: () => void): void };

const loading = new Map<string, Promise<CaptchaApi>>();

/** The provider's script, loaded once per page, and its global once it is there. */
function loadCaptchaApi(provider: (typeof CAPTCHA_PROVIDERS)[keyof typeof CAPTCHA_PROVIDERS]): Promise<CaptchaApi> {
  const known = loading.get(provider.script);
  if (known) return known;
  const promise = new Promise<CaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = provider.script;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as Record<string, CaptchaApi | undefined>)[provider.global];
      if (api) resolve(api);
      else reject(new Error('the captcha script defined nothing'));
    };
    script.onerror = () => reject(new Error('the captcha script did not load'));
    document.head.append(script);
  });
  // A failed load may be tried again on the next form.
  promise.catch(() => loading.delete(provider.script));
  loading.set(provider.script, promise);
  return promise;
}

/** Draws the widget into the box once the page runs; says whether its script failed. */
function useCaptchaWidget(captcha: CaptchaWidget | null, box: React.RefObject<HTMLDivElement | null>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!captcha) return;
    let cancelled = false;
    loadCaptchaApi(CAPTCHA_PROVIDERS[captcha.provider]).then(
      (api) => {
        const draw = () => {
          if (!cancelled && box.current && box.current.childElementCount === 0) {
            api.render(box.current, { sitekey: captcha.siteKey });
          }
        };
        if (api.ready) api.ready(draw);
        else draw();
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [captcha, box]);
  return failed;
}

/**
 * The site's robot check, when it has one: the provider's widget, drawn by its script
 * into a box in the form (the widget adds its answer there as a hidden field), and a way
 * to read that answer. Without a configured captcha there is no widget and nothing is
 * loaded. `error` is the server's refusal of the answer, shown under the widget.
 */
export function useCaptcha(error: string | undefined): { widget: ReactNode; answer: () => string | undefined } {
  const { captcha } = useSiteData();
  const box = useRef<HTMLDivElement>(null);
  const failed = useCaptchaWidget(captcha, box);
  if (!captcha) return { widget: null, answer: () => undefined };
  const message = error ?? (failed ? CAPTCHA_MESSAGES.unavailable : undefined);
  const widget = (
    <div>
      <div ref={box} className="min-h-16" data-captcha={captcha.provider} />
      {message ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
  return { widget, answer: () => captchaAnswerInBox(box.current, captcha) };
}

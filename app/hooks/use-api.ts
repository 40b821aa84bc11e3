import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { useToast } from '#app/components/toast/toast-context.ts';
import { type ApiResult, apiRequest, errorAction, type RequestOptions } from '#app/lib/api-client.ts';

export type CallOptions = RequestOptions & {
  /** Statuses the caller shows itself: no global toast or navigation for them. */
  handled?: readonly number[];
};

/**
 * API calls with the global error handling applied: a red toast for 500, 400, 429 and
 * unexpected failures; /404 for a 404; a 401 resets the token and goes home (unless on /auth).
 */
export function useApi(): <T = unknown>(path: string, options?: CallOptions) => Promise<ApiResult<T>> {
  const toast = useToast();
  const navigate = useNavigate();
  const { resetToken } = useAuth();

  return useCallback(
    async <T>(path: string, options: CallOptions = {}) => {
      const { handled, ...request } = options;
      const result = await apiRequest<T>(path, request);
      if (!result.ok) {
        const action = errorAction(result.error, { pathname: window.location.pathname, handled });
        if (action.resetToken) resetToken();
        if (action.toast) toast.error(action.toast);
        if (action.navigateTo) navigate(action.navigateTo);
      }
      return result;
    },
    [toast, navigate, resetToken],
  );
}

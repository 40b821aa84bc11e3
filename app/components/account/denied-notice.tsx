import { useSearchParams } from 'react-router';
import { DENIED_PARAM } from '#app/lib/guards.ts';
import { deniedMessage, isGuardedPermission } from '#contract/permissions.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * A page the account cannot use sends it home (the 'company' guard) with
 * ?denied={permission}: this says why, so the redirect is never silent.
 */
export function DeniedNotice() {
  const [params] = useSearchParams();
  const { state } = useAuth();
  const permission = params.get(DENIED_PARAM);
  if (!isGuardedPermission(permission)) return null;
  return (
    <div className="mx-auto max-w-[1300px] px-4 pt-4">
      <p role="status" className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
        <strong className="font-semibold">You cannot use that page. </strong>
        {deniedMessage(permission, state.roles)}
      </p>
    </div>
  );
}

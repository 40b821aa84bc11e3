import { useCallback, useContext } from 'react';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useToast } from '../toast/toast-context.ts';
import { AuthDialogContext } from './auth-dialog-context.ts';
import { type PendingAction, rememberPendingAction } from './pending-action.ts';

export const LOG_IN_ACTION_LABEL = 'Log in';

/**
 * A visitor asked for something that needs an account: the warning "You need to login
 * first", with a "Log in" button that opens the login dialog; once logged in, the
 * action is done for them (PendingActionRunner).
 */
export function useLoginFirst(): (action: PendingAction) => void {
  const toast = useToast();
  const dialogs = useContext(AuthDialogContext);
  return useCallback(
    (action: PendingAction) => {
      const logIn = dialogs && {
        label: LOG_IN_ACTION_LABEL,
        onClick: () => {
          rememberPendingAction(action);
          dialogs.openLogin();
        },
      };
      toast.show('warning', SPEC_MESSAGES.loginFirst, undefined, logIn ?? undefined);
    },
    [toast, dialogs],
  );
}

// The Reports page's forms, posted with or without JavaScript: one per decision (dismiss,
// remove, warn, suspend), each naming the group it decides on. Each runs the same use case
// as POST /api/admin/reports/{kind}/{id}/{action}.
import { data } from 'react-router';
import { REPORT_ACTIONS, type ReportAction, reportTargetParamsSchema } from '#contract/report-handling.ts';
import { handleReports } from '#core/reports/handle-reports.ts';
import type { AppContext } from '../context.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

export type ReportOutcome = { action: ReportAction; reports: number };

function decision(app: AppContext, action: ReportAction): FormHandler {
  return async (fields) => {
    const params = parseFields(reportTargetParamsSchema, {
      kind: fieldText(fields, 'kind'),
      id: fieldText(fields, 'id'),
      action,
    });
    const { reports } = await handleReports(app.deps, pageAuditActor(app), {
      ...params,
      note: fieldText(fields, 'note'),
    });
    const outcome: ReportOutcome = { action, reports };
    return data({ outcome }, { headers: { 'cache-control': 'private, no-store' } });
  };
}

export function reportForms(app: AppContext): Record<string, FormHandler> {
  return Object.fromEntries(REPORT_ACTIONS.map((action) => [action, decision(app, action)]));
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { QA_PANEL_QUERY } from '@/contract/pages';

const QaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ './QaPanel'));

/**
 * `?qa=1` shows the QA panel for the rest of the visit; without it none of its code loads. It
 * appears once the page's code runs, never in the server's page: a button drawn before its code
 * had arrived would drop the click.
 */
export function QaPanelLoader() {
  const asked = new URLSearchParams(useLocation().search).get(QA_PANEL_QUERY) === '1';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (asked) setShown(true);
  }, [asked]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <QaPanel />
    </Suspense>
  );
}

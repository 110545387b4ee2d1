import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { QA_PANEL_QUERY } from '@/contract/pages';

const QaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ './QaPanel'));

/** `?qa=1` shows the QA panel for the rest of the visit; without it none of its code loads. */
export function QaPanelLoader() {
  const asked = new URLSearchParams(useLocation().search).get(QA_PANEL_QUERY) === '1';
  const [shown, setShown] = useState(asked);
  if (asked && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <QaPanel />
    </Suspense>
  );
}

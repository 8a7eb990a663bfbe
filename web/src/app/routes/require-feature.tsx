import type { ReactNode } from 'react';
import { Navigate } from '@/components/ui/navigate';
import { paths } from '@/config/paths';
import type { LabelFlags } from '@/types/api';
import { useCurrentLabel } from './label-layout';

/** A feature switch of a label (spec §3). */
export type LabelFeature = keyof LabelFlags;

/**
 * Shows its page only where the label has the feature switched on; elsewhere the page does not
 * exist for that label and the visitor lands on its 404 page, like any unknown path (spec §2).
 */
export function RequireFeature({ feature, children }: { feature: LabelFeature; children: ReactNode }) {
  const label = useCurrentLabel();
  if (!label[feature]) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  return <>{children}</>;
}

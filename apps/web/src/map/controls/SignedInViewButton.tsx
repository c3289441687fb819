// A top-right map control that opens a view, shown to signed-in users only (spec 01 §2,
// R01.21): fleets, zone alerts, area activity, drawing a route.
import type { LucideIcon } from 'lucide-react';
import { useSignIn } from '../../auth/sign-in.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';

export interface SignedInViewButtonProps {
  icon: LucideIcon;
  label: string;
  /** The route it opens. */
  to: string;
  testId: string;
}

export function SignedInViewButton({ icon, label, to, testId }: SignedInViewButtonProps) {
  const signedIn = useSignIn((state) => state.user !== null);
  const go = useShellNavigate();
  if (!signedIn) return null;
  return (
    <div className="maplibregl-ctrl-group">
      <IconButton icon={icon} label={label} onPress={() => go(to)} testId={testId} />
    </div>
  );
}

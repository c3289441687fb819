import type { LucideIcon } from 'lucide-react';
import { Button, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';

export interface IconButtonProps {
  icon: LucideIcon;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  onPress(): void;
  /** For toggle buttons: whether the thing it toggles is on. */
  pressed?: boolean;
  /** For buttons that open a panel: whether it is open. */
  expanded?: boolean;
  controls?: string;
  className?: string;
  testId?: string;
}

/** A square icon button with a tooltip; the label is its accessible name. */
export function IconButton(props: IconButtonProps) {
  const Icon = props.icon;
  return (
    <TooltipTrigger delay={600}>
      <Button
        className={`icon-button ${props.className ?? ''}`}
        aria-label={props.label}
        aria-pressed={props.pressed}
        aria-expanded={props.expanded}
        aria-controls={props.controls}
        onPress={props.onPress}
        data-testid={props.testId}
      >
        <Icon aria-hidden size={18} strokeWidth={2} />
      </Button>
      <Tooltip className="tooltip" offset={6}>
        <OverlayArrow className="tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {props.label}
      </Tooltip>
    </TooltipTrigger>
  );
}

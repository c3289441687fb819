import { ArrowLeft, Pin, PinOff, X } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { usePanels } from '../../shell/panels.store.js';
import { useShellNavigate } from '../../shell/ShellLink.js';
import { IconButton } from '../../ui/IconButton.js';
import { DatasetListItemView, DatasetPopupView, useFeatureView } from './dataset-views.js';
import { detailsPath, hitKey, type PopupHit } from './popup-rules.js';
import { popupSourceOf } from './popup-sources.js';
import type { MapPopupState } from './popups.store.js';

export type PopupVariant = 'clicked' | 'hovered' | 'pinned';

interface MapPopupProps {
  readonly popup: MapPopupState;
  readonly variant: PopupVariant;
  /** Where its anchor is on the map, CSS pixels from the map's top left. */
  readonly at: { readonly x: number; readonly y: number };
  onClose(): void;
  onPin(): void;
  onUnpin(): void;
}

function DatasetTitle({ hit, id }: { hit: PopupHit; id: string }) {
  const { name } = useFeatureView(hit);
  return (
    <h2 id={id} className="map-popup-title">
      {name}
    </h2>
  );
}

function SingleTitle({ hit, id }: { hit: PopupHit; id: string }) {
  const source = popupSourceOf(hit);
  if (!source) return <DatasetTitle hit={hit} id={id} />;
  return (
    <h2 id={id} className="map-popup-title">
      <source.Title hit={hit} />
    </h2>
  );
}

/** The popup's body: its source's own for a feature of no dataset, else the dataset's view. */
function SingleBody({ hit, onClose }: { hit: PopupHit; onClose(): void }) {
  const source = popupSourceOf(hit);
  if (!source) return <DatasetPopupView hit={hit} onClose={onClose} />;
  return (
    <Suspense fallback={null}>
      <source.Body hit={hit} onClose={onClose} />
    </Suspense>
  );
}

/** The feature's details route; the details pane opens and expands to show it (phones). */
function DetailsLink({ hit }: { hit: PopupHit }) {
  const { t } = useTranslation();
  const go = useShellNavigate();
  const expand = usePanels((state) => state.expand);
  const to = detailsPath(hit);
  return (
    <a
      href={to}
      className="map-popup-details"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        expand('details');
        go(to);
      }}
    >
      {t('popups.details')}
    </a>
  );
}

/**
 * One popup on the map: a labelled, non-modal dialog that Escape closes. A click popup takes
 * focus so the keyboard reaches its buttons; a hover popup is a passing hint that neither
 * takes focus nor catches the pointer (the feature under it stays clickable).
 */
export function MapPopup(props: MapPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const { choice } = props.popup;
  const [selected, setSelected] = useState<PopupHit | null>(null);
  const interactive = props.variant !== 'hovered';
  const shown = choice.kind === 'single' ? choice.hit : selected;

  useEffect(() => {
    if (props.variant === 'clicked') ref.current?.focus({ preventScroll: true });
  }, [props.variant, props.popup.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    props.onClose();
  };

  const heading =
    shown !== null ? (
      <SingleTitle hit={shown} id={titleId} />
    ) : (
      <h2 id={titleId} className="map-popup-title">
        {t('popups.overlapping', { count: choice.kind === 'combined' ? choice.hits.length : 1 })}
      </h2>
    );

  return (
    <section
      ref={ref}
      role={interactive ? 'dialog' : 'tooltip'}
      aria-labelledby={titleId}
      tabIndex={interactive ? -1 : undefined}
      className={`map-popup map-popup-${props.variant}`}
      style={{ transform: `translate(${props.at.x}px, ${props.at.y}px)` }}
      // Capture: the buttons' tooltips keep Escape to themselves.
      onKeyDownCapture={interactive ? onKeyDown : undefined}
      data-testid={`map-popup-${props.variant}`}
      data-popup-id={props.popup.id}
    >
      <div className="map-popup-card">
        <header className="map-popup-header">
          {choice.kind === 'combined' && selected && (
            <IconButton
              icon={ArrowLeft}
              label={t('popups.back')}
              onPress={() => setSelected(null)}
              testId="popup-back"
            />
          )}
          {heading}
          {interactive && (
            <>
              <IconButton
                icon={props.variant === 'pinned' ? PinOff : Pin}
                label={props.variant === 'pinned' ? t('popups.unpin') : t('popups.pin')}
                pressed={props.variant === 'pinned'}
                onPress={props.variant === 'pinned' ? props.onUnpin : props.onPin}
                testId="popup-pin"
              />
              <IconButton
                icon={X}
                label={t('popups.close')}
                onPress={props.onClose}
                testId="popup-close"
              />
            </>
          )}
        </header>
        <div className="map-popup-body">
          {shown ? (
            <SingleBody hit={shown} onClose={props.onClose} />
          ) : (
            choice.kind === 'combined' && (
              <ul className="map-popup-list" aria-labelledby={titleId}>
                {choice.hits.map((hit) => (
                  <li key={hitKey(hit)}>
                    {interactive ? (
                      <Button
                        className="map-popup-choice"
                        onPress={() => setSelected(hit)}
                        data-testid="popup-choice"
                      >
                        <DatasetListItemView hit={hit} selected={false} />
                      </Button>
                    ) : (
                      <DatasetListItemView hit={hit} selected={false} />
                    )}
                  </li>
                ))}
              </ul>
            )
          )}
        </div>
        {/* A feature of no dataset has no details route; its body holds its own actions. */}
        {interactive && shown && !popupSourceOf(shown) && (
          <footer className="map-popup-footer">
            <DetailsLink hit={shown} />
          </footer>
        )}
      </div>
    </section>
  );
}

import type { DrawingKind, Language, ViewportClass } from '@havkart/domain';
import { Check, Circle, Eraser, Hexagon, Pencil, Plus, Spline } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mapComposer } from '../../map/map-setup.js';
import { useViewport } from '../../shell/viewport.store.js';
import { drawingActions } from './drawing-actions.js';
import { MeasureLabels } from './drawing.layers.js';
import { selectedShape, useDrawing, type DrawingMode } from './drawing.store.js';
import { measureSummary } from './measure-summary.js';
import { downloadDrawingAction } from './DownloadDrawingAction.js';
import { saveAreaAction } from './SaveAreaAction.js';
import { drawingSession } from './session-host.js';
import './drawing.css';

for (const action of [saveAreaAction, downloadDrawingAction]) {
  if (!drawingActions.has(action.id)) drawingActions.register(action);
}

/** Where the touch pointer shows: a point is placed under its cross (spec 01 §2). */
const TOUCH_DEVICES: readonly ViewportClass[] = ['mobile', 'mobileLandscape', 'tablet'];

let labels: MeasureLabels | null = null;

const TOOLS: { kind: DrawingKind; icon: typeof Spline }[] = [
  { kind: 'line', icon: Spline },
  { kind: 'area', icon: Hexagon },
  { kind: 'circle', icon: Circle },
];

/**
 * The draw controls (spec 01 §2; loaded on first use, R01.28): line, area and circle, edit,
 * clear all, on touch devices a button that places a point under the cross; the measures of
 * the drawing under way or the one last finished, and what can be done with it.
 */
export default function DrawControls() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const mode = useDrawing((state) => state.mode);
  const kind = useDrawing((state) => state.kind);
  const current = useDrawing((state) => state.current);
  const selected = useDrawing(selectedShape);
  const touch = TOUCH_DEVICES.includes(useViewport((state) => state.viewportClass));
  const words = useMemo(
    () => ({
      total: t('drawing.total'),
      area: t('drawing.areaSize'),
      radius: t('drawing.radius'),
      circumference: t('drawing.circumference'),
    }),
    [t],
  );

  useEffect(() => {
    drawingSession();
    labels ??= new MeasureLabels(mapComposer, language, words);
    labels.connect();
    // Closing the controls puts the tool down; the drawings and their labels stay.
    return () => drawingSession()?.setTool(null);
    // The labels follow the language through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => labels?.setWords(language, words), [language, words]);

  const choose = (next: DrawingMode | null, nextKind: DrawingKind | null = null) => {
    const same = next === mode && nextKind === kind;
    drawingSession()?.setTool(same ? null : next, same ? null : nextKind);
  };
  const shown = current ?? selected;
  const summary = shown
    ? measureSummary(shown.drawing, language, {
        points: t('drawing.points'),
        length: t('drawing.length'),
        areaSize: t('drawing.areaSize'),
        radius: t('drawing.radius'),
        circumference: t('drawing.circumference'),
        emptyArea: t('drawing.emptyArea'),
      })
    : [];

  return (
    <section className="draw-controls" aria-label={t('drawing.tools')} data-testid="draw-controls">
      <div className="draw-controls-tools" role="toolbar" aria-label={t('drawing.tools')}>
        {TOOLS.map(({ kind: tool, icon: Icon }) => (
          <button
            key={tool}
            type="button"
            className="draw-tool"
            aria-pressed={mode === 'draw' && kind === tool}
            onClick={() => choose('draw', tool)}
            data-testid={`draw-${tool}`}
          >
            <Icon aria-hidden size={16} />
            {t(`drawing.${tool}`)}
          </button>
        ))}
        <button
          type="button"
          className="draw-tool"
          aria-pressed={mode === 'edit'}
          onClick={() => choose('edit')}
          data-testid="draw-edit"
        >
          <Pencil aria-hidden size={16} />
          {t('drawing.edit')}
        </button>
        <button
          type="button"
          className="draw-tool"
          onClick={() => drawingSession()?.clear()}
          data-testid="draw-clear"
        >
          <Eraser aria-hidden size={16} />
          {t('drawing.clearAll')}
        </button>
      </div>
      {touch && mode === 'draw' && (
        <button
          type="button"
          className="draw-add-point"
          onClick={() => drawingSession()?.addPointAtCentre()}
          data-testid="draw-add-point"
        >
          <Plus aria-hidden size={16} />
          {t('drawing.addPoint')}
        </button>
      )}
      {touch && mode === 'draw' && current && (
        // With no Enter key on a phone, this finishes the drawing under way.
        <button
          type="button"
          className="draw-tool"
          onClick={() => drawingSession()?.finish()}
          data-testid="draw-finish"
        >
          <Check aria-hidden size={16} />
          {t('drawing.finish')}
        </button>
      )}
      {mode === 'draw' && !touch && <p className="muted small">{t('drawing.keys')}</p>}
      {summary.length > 0 && (
        <dl className="draw-measures" aria-live="polite" data-testid="draw-measures">
          {summary.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!current &&
        selected &&
        drawingActions
          .list()
          .filter((action) => action.appliesTo(selected.drawing))
          .map((action) => (
            <action.Component key={`${action.id}-${selected.id}`} shape={selected} />
          ))}
    </section>
  );
}

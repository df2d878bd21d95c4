import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { sampleViewerCopy as copy } from '../../../content/sample-viewer';
import { contourInterval } from '../contour-lines';
import { CLASS_COLOURS } from '../point-colours';
import type { SampleCloud } from '../../../lib/sample-cloud-format';
import { ELEVATION_STOPS } from '../../../lib/sample-palette';
import { epochsIn, readSampleCloud, SAMPLE_CLASSES, SAMPLE_EPOCHS, type SampleEpoch } from '../sample-cloud';
import { SampleViewerScene, webgl2Available, type ColourMode, type SampleViewSettings } from '../sample-viewer-scene';
import { useTouchScreen } from '../use-touch-screen';
import './sample-viewer.css';

export interface SampleViewerDialogProps {
  /** The sample file's bytes, already on their way (the button asked for them with the code). */
  cloud: Promise<ArrayBuffer>;
  onClose: () => void;
}

type ViewerState = { status: 'loading' } | { status: 'no-webgl' } | { status: 'failed' } | { status: 'ready'; cloud: SampleCloud };

/** The 3D viewer's dialog; this module and three.js arrive only when the button is clicked. */
export function SampleViewerDialog({ cloud, onClose }: SampleViewerDialogProps) {
  return (
    <Dialog open onClose={onClose} title={copy.title} description={copy.description} size="lg" className="sample-viewer-dialog">
      <SampleViewer cloud={cloud} />
    </Dialog>
  );
}

function SampleViewer({ cloud }: { cloud: Promise<ArrayBuffer> }) {
  // Without WebGL there is nothing to wait for: say so at once, before any renderer is made.
  const [state, setState] = useState<ViewerState>(() => (webgl2Available() ? { status: 'loading' } : { status: 'no-webgl' }));

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let current = true;
    // A file that does not parse counts as not loaded: the visitor can do nothing else about it.
    cloud.then(readSampleCloud).then(
      (parsed) => current && setState({ status: 'ready', cloud: parsed }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [cloud, state.status]);

  if (state.status === 'loading') {
    return (
      <div className="sample-viewer__stage sample-viewer__stage--message">
        <Spinner size="lg" label={copy.loading} />
        <p aria-hidden="true">{copy.loading}</p>
      </div>
    );
  }
  if (state.status === 'no-webgl' || state.status === 'failed') {
    const [title, message] = state.status === 'no-webgl' ? [copy.noWebglTitle, copy.noWebglMessage] : [copy.loadFailedTitle, copy.loadFailedMessage];
    return (
      <div className="sample-viewer__stage sample-viewer__stage--message" role="alert">
        <p className="sample-viewer__message-title">{title}</p>
        <p>{message}</p>
      </div>
    );
  }
  return <SampleCloudView cloud={state.cloud} />;
}

function SampleCloudView({ cloud }: { cloud: SampleCloud }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<SampleViewerScene | null>(null);
  const helpId = useId();
  const touchScreen = useTouchScreen();
  const epochs = useMemo(() => epochsIn(cloud), [cloud]);
  const [settings, setSettings] = useState<SampleViewSettings>({ colourBy: 'elevation', contours: false, epoch: epochs[epochs.length - 1] ?? 'after' });
  const elevationRange = [cloud.bounds.minZ, cloud.bounds.maxZ] as const;
  const epochCode = SAMPLE_EPOCHS.indexOf(settings.epoch);
  const pointsShown = useMemo(() => cloud.epochs.reduce((count, code) => count + (code === epochCode ? 1 : 0), 0), [cloud, epochCode]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const scene = new SampleViewerScene(canvas, cloud);
    sceneRef.current = scene;
    const observer = new ResizeObserver(([entry]) => scene.resize(entry.contentRect.width, entry.contentRect.height));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      sceneRef.current = null;
      scene.dispose();
    };
  }, [cloud]);

  // Runs after the effect above, on mount too: the first frame comes with the first settings.
  useEffect(() => sceneRef.current?.apply(settings), [settings]);

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (sceneRef.current?.handleKey(event.key, event.shiftKey)) event.preventDefault();
  }

  const update = (change: Partial<SampleViewSettings>) => setSettings((previous) => ({ ...previous, ...change }));

  return (
    <div className="sample-viewer">
      <div className="sample-viewer__stage">
        <canvas
          ref={canvasRef}
          className="sample-viewer__canvas"
          tabIndex={0}
          role="img"
          aria-label={copy.canvasLabel(pointsShown, copy.epochs[settings.epoch], copy.colourModes[settings.colourBy])}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
        />
        <Legend colourBy={settings.colourBy} range={elevationRange} />
      </div>
      <p id={helpId} className="fine-print">
        {touchScreen ? copy.touchHelp : copy.help}
      </p>
      <div className="sample-viewer__controls" role="group" aria-label={copy.controlsLabel}>
        <ChoiceGroup
          label={copy.colourBy}
          options={(['elevation', 'class'] as const).map((mode) => ({ value: mode, label: copy.colourModes[mode] }))}
          value={settings.colourBy}
          onChange={(colourBy: ColourMode) => update({ colourBy })}
        />
        {epochs.length > 1 && (
          <ChoiceGroup
            label={copy.survey}
            options={epochs.map((epoch) => ({ value: epoch, label: copy.epochOptions[epoch] }))}
            value={settings.epoch}
            onChange={(epoch: SampleEpoch) => update({ epoch })}
          />
        )}
        <Switch
          className="sample-viewer__switch"
          label={copy.contours}
          description={copy.contourInterval(contourInterval(...elevationRange))}
          checked={settings.contours}
          onCheckedChange={(contours) => update({ contours })}
        />
      </div>
    </div>
  );
}

interface ChoiceGroupProps<Value extends string> {
  label: string;
  options: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons of which one is pressed (aria-pressed), under a group label. */
function ChoiceGroup<Value extends string>({ label, options, value, onChange }: ChoiceGroupProps<Value>) {
  const labelId = useId();
  return (
    <div className="sample-viewer__choice">
      <span id={labelId} className="sample-viewer__choice-label">
        {label}
      </span>
      <div className="sample-viewer__segments" role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="sample-viewer__segment"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the colours mean: the height range, or the class of each colour. */
function Legend({ colourBy, range }: { colourBy: ColourMode; range: readonly [number, number] }) {
  const [low, high] = copy.elevationRange(...range);
  return (
    <div className="sample-viewer__legend" aria-label={copy.legendLabel} role="group">
      {colourBy === 'elevation' ? (
        <div className="sample-viewer__ramp">
          <span>{high}</span>
          {/* The ramp's stops as a CSS gradient, set through the CSSOM (the CSP allows no style attribute in markup). */}
          <span className="sample-viewer__ramp-bar" aria-hidden="true" style={{ backgroundImage: `linear-gradient(to top, ${ELEVATION_STOPS.join(', ')})` }} />
          <span>{low}</span>
        </div>
      ) : (
        <ul className="sample-viewer__classes">
          {SAMPLE_CLASSES.map((sampleClass) => (
            <li key={sampleClass}>
              <span className="sample-viewer__swatch" aria-hidden="true" style={{ backgroundColor: CLASS_COLOURS[sampleClass] }} />
              {copy.classes[sampleClass]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

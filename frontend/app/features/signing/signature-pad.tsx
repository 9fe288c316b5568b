/**
 * An optional drawn signature: a small canvas drawn on with pointer events (finger, pen or mouse), a button to
 * clear it, and the drawing reported as a PNG data URL (or null once cleared). Keyboard users skip it: the
 * typed name is the signature, so the canvas is not a tab stop and the page never waits on it.
 */
import { useRef } from 'react';

const WIDTH = 600;
const INK = '#1b2a4a';
const HEIGHT = 180;

export function SignaturePad({
  label,
  help,
  clearLabel,
  canvasLabel,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  clearLabel: string;
  canvasLabel: string;
  disabled?: boolean;
  onChange: (png: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  /** Where the pointer is, in the canvas's own pixels (the canvas is scaled to the column's width). */
  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (disabled || !context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };

  const end = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    if (drawn.current) canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange(null);
  };

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{label}</legend>
      <p className="form-text mt-0" id="signature-pad-help">
        {help}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="signature-pad"
        role="img"
        aria-label={canvasLabel}
        aria-describedby="signature-pad-help"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <button type="button" className="btn btn-link px-0" onClick={clear} disabled={disabled}>
        {clearLabel}
      </button>
    </fieldset>
  );
}

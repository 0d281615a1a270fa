import { CELL } from './cells';

/*
 * The digit model's inference in plain typed arrays (no dependency): a
 * small convolutional network, 28x28 cell -> 10 classes (0 blank, 1-9).
 *   conv3x3 1->8, relu, maxpool 2    (28 -> 14)
 *   conv3x3 8->16, relu, maxpool 2   (14 -> 7)
 *   conv3x3 16->32, relu, maxpool 2  (7 -> 3, floor)
 *   dense 288->64, relu; dense 64->10; softmax
 * Weights come int8-quantised per output channel (tests/tools/photo/train.py
 * writes them; the format is described there) and are expanded to float32
 * once when the model is loaded.
 */

interface Layer {
  out: number;
  fanIn: number;
  weights: Float32Array; // out * fanIn
  bias: Float32Array; // out
}

/** A loaded digit model. */
export interface DigitModel {
  layers: Layer[]; // conv1, conv2, conv3, dense1, dense2
}

const SHAPES: [number, number][] = [
  [8, 1 * 9],
  [16, 8 * 9],
  [32, 16 * 9],
  [64, 288],
  [10, 64],
];

/** Parse a model file (the bytes train.py writes). Throws on a malformed file. */
export function parseModel(bytes: Uint8Array): DigitModel {
  if (bytes.length < 4 || String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) !== 'SDM1') {
    throw new Error('not a digit model');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 4;
  const layers = SHAPES.map(([out, fanIn]) => {
    const scales = new Float32Array(out);
    for (let o = 0; o < out; o++, at += 4) scales[o] = view.getFloat32(at, true);
    const weights = new Float32Array(out * fanIn);
    for (let i = 0; i < out * fanIn; i++)
      weights[i] = view.getInt8(at + i) * scales[Math.floor(i / fanIn)];
    at += out * fanIn + ((4 - ((out * fanIn) % 4)) % 4);
    const bias = new Float32Array(out);
    for (let o = 0; o < out; o++, at += 4) bias[o] = view.getFloat32(at, true);
    return { out, fanIn, weights, bias };
  });
  if (at !== bytes.length) throw new Error('digit model has the wrong size');
  return { layers };
}

/** Decode a base64 string to bytes (atob exists in browsers, workers and Node). */
export function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** 3x3 convolution (padding 1) + relu + 2x2 max pool (floor), channel-major. */
function convReluPool(
  input: Float32Array,
  channels: number,
  size: number,
  layer: Layer,
): Float32Array {
  const { out, weights, bias } = layer;
  const conv = new Float32Array(size * size);
  const half = Math.floor(size / 2);
  const pooled = new Float32Array(out * half * half);
  for (let o = 0; o < out; o++) {
    conv.fill(bias[o]);
    for (let c = 0; c < channels; c++) {
      const src = c * size * size;
      const wBase = (o * channels + c) * 9;
      for (let ky = 0; ky < 3; ky++) {
        for (let kx = 0; kx < 3; kx++) {
          const w = weights[wBase + ky * 3 + kx];
          if (w === 0) continue;
          const dy = ky - 1;
          const dx = kx - 1;
          const y0 = Math.max(0, -dy);
          const y1 = Math.min(size, size - dy);
          const x0 = Math.max(0, -dx);
          const x1 = Math.min(size, size - dx);
          for (let y = y0; y < y1; y++) {
            const row = y * size;
            const srow = src + (y + dy) * size + dx;
            for (let x = x0; x < x1; x++) conv[row + x] += w * input[srow + x];
          }
        }
      }
    }
    const dst = o * half * half;
    for (let y = 0; y < half; y++) {
      for (let x = 0; x < half; x++) {
        const i = 2 * y * size + 2 * x;
        const m = Math.max(conv[i], conv[i + 1], conv[i + size], conv[i + size + 1]);
        pooled[dst + y * half + x] = m > 0 ? m : 0; // relu commutes with max
      }
    }
  }
  return pooled;
}

function dense(input: Float32Array, layer: Layer, relu: boolean): Float32Array {
  const { out, fanIn, weights, bias } = layer;
  const result = new Float32Array(out);
  for (let o = 0; o < out; o++) {
    let s = bias[o];
    const base = o * fanIn;
    for (let i = 0; i < fanIn; i++) s += weights[base + i] * input[i];
    result[o] = relu && s < 0 ? 0 : s;
  }
  return result;
}

/**
 * The class probabilities (index 0 blank, 1-9 the digits) of one cell
 * image: CELL x CELL values 0..1, 1 = ink.
 */
export function classify(model: DigitModel, input: Float32Array): Float32Array {
  const [c1, c2, c3, d1, d2] = model.layers;
  let x = convReluPool(input, 1, CELL, c1);
  x = convReluPool(x, 8, 14, c2);
  x = convReluPool(x, 16, 7, c3);
  x = dense(x, d1, true);
  const logits = dense(x, d2, false);
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    logits[i] = Math.exp(logits[i] - max);
    sum += logits[i];
  }
  for (let i = 0; i < logits.length; i++) logits[i] /= sum;
  return logits;
}

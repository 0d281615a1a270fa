import { CELL } from './cells';

/*
 * The digit model's inference in plain typed arrays (no dependency): a
 * small convolutional network, 28x28 cell -> 10 classes (0 blank, 1-9),
 * or the average of a few such networks (an ensemble):
 *   conv3x3 1->a, relu, maxpool 2    (28 -> 14)
 *   conv3x3 a->b, relu, maxpool 2    (14 -> 7)
 *   conv3x3 b->c, relu, maxpool 2    (7 -> 3, floor)
 *   dense 9c->d, relu; dense d->10; softmax
 * The widths a, b, c, d are in the file. Weights come int8-quantised per
 * output channel (tests/tools/photo/train.py writes them; the format is
 * described there) and are expanded to float32 once when the model is loaded.
 */

interface Layer {
  out: number;
  fanIn: number;
  weights: Float32Array; // out * fanIn
  bias: Float32Array; // out
}

/** One network: conv1, conv2, conv3, dense1, dense2. */
type Network = Layer[];

/** A loaded digit model: one or more networks whose probabilities are averaged. */
export interface DigitModel {
  networks: Network[];
}

/** Parse a model file (the bytes train.py writes). Throws on a malformed file. */
export function parseModel(bytes: Uint8Array): DigitModel {
  if (bytes.length < 5 || String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) !== 'SDM2') {
    throw new Error('not a digit model');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes[4];
  let at = 8;
  const networks: Network[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 8 > bytes.length) throw new Error('digit model has the wrong size');
    const [a, b, c, d] = [0, 1, 2, 3].map((k) => view.getUint16(at + 2 * k, true));
    at += 8;
    const shapes: [number, number][] = [
      [a, 1 * 9],
      [b, a * 9],
      [c, b * 9],
      [d, c * 9],
      [10, d],
    ];
    networks.push(
      shapes.map(([out, fanIn]) => {
        const size = 4 * out + out * fanIn + ((4 - ((out * fanIn) % 4)) % 4) + 4 * out;
        if (at + size > bytes.length) throw new Error('digit model has the wrong size');
        const scales = new Float32Array(out);
        for (let o = 0; o < out; o++, at += 4) scales[o] = view.getFloat32(at, true);
        const weights = new Float32Array(out * fanIn);
        for (let i = 0; i < out * fanIn; i++)
          weights[i] = view.getInt8(at + i) * scales[Math.floor(i / fanIn)];
        at += out * fanIn + ((4 - ((out * fanIn) % 4)) % 4);
        const bias = new Float32Array(out);
        for (let o = 0; o < out; o++, at += 4) bias[o] = view.getFloat32(at, true);
        return { out, fanIn, weights, bias };
      }),
    );
  }
  if (count === 0 || at !== bytes.length) throw new Error('digit model has the wrong size');
  return { networks };
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

/** One network's class probabilities (softmax) of one cell image. */
function classifyOne(layers: Network, input: Float32Array): Float32Array {
  const [c1, c2, c3, d1, d2] = layers;
  let x = convReluPool(input, 1, CELL, c1);
  x = convReluPool(x, c1.out, 14, c2);
  x = convReluPool(x, c2.out, 7, c3);
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

/**
 * The class probabilities (index 0 blank, 1-9 the digits) of one cell
 * image: CELL x CELL values 0..1, 1 = ink. The mean over the model's
 * networks.
 */
export function classify(model: DigitModel, input: Float32Array): Float32Array {
  const { networks } = model;
  if (networks.length === 1) return classifyOne(networks[0], input);
  const mean = new Float32Array(10);
  for (const net of networks) {
    const p = classifyOne(net, input);
    for (let k = 0; k < 10; k++) mean[k] += p[k] / networks.length;
  }
  return mean;
}

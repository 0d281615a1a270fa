#!/usr/bin/env python3
"""Train the photo recogniser's digit model (issue 12; issue 21 item 1).

Exactly how the committed models were made (CPU, two cores, about half a
minute a model; python3-torch 1.13 from Debian: apt-get install -y
python3-torch, run with /usr/bin/python3):

    npx tsx tests/tools/photo/extract-cells.ts ../shared/photos /tmp/photo-cells
    /usr/bin/python3 tests/tools/photo/train.py /tmp/photo-cells

Input: the cell inputs written by extract-cells.ts, i.e. cut by the same
TypeScript pipeline the game runs (cutDigits: the digit scaled into 28x28).
The photos' parts are fixed by tests/tools/photo/dataset.ts: every sixth
photo (26 of 160) is held out and trains no model at all; the other 134
are dealt into 5 folds. Output:
  tests/tools/photo/folds/fold{0..4}.bin  one model per cross-validation fold,
      trained on the photos of the other four folds (not shipped; the bench
      measures each on its unseen fold with the TypeScript inference)
  src/photo/digitModel.ts  the shipped model, trained on the photos of all
      five folds (never the held-out ones, which verify:photos reads with
      it), as a base64 string of the same binary format
Environment: ONLY=0,1,... or ONLY=all trains only those models; FOLDS_DIR
writes the fold models elsewhere (to try a change); EPOCHS, MEMBERS and
WIDTHS change the training (the defaults made the committed models).

Model: 28x28 grey cell -> 10 classes, 0 = blank, 1-9; MEMBERS networks
(seeds 12, 13, ...) whose probabilities are averaged, each
conv3x3(1->16) relu maxpool2 -> conv3x3(16->32) relu maxpool2 ->
conv3x3(32->64) relu maxpool2 (7->3) -> dense 576->128 relu -> dense 128->10,
trained EPOCHS epochs with Adam (one-cycle), label smoothing, and each
batch distorted at random: rotation, scale, shear and shift, thicker or
thinner strokes, blur, contrast and noise.
Binary format (little endian): the magic b"SDM2", the number of networks
(uint8) and 3 bytes of padding; per network its widths a, b, c, d (uint16:
16, 32, 64, 128 here) and then, per layer in the order above: float32 scale
per output channel, int8 weights (output-major, then input channel, row,
column; padded to 4 bytes), float32 bias per output channel. Weights are
quantised per output channel (w = int8 * scale). See src/photo/classifier.ts.

Seeds are fixed (torch and numpy, per network; the blank cells kept with
seed 7), so the same data gives the same models on the same machine.
"""
import base64
import json
import os
import struct
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
CELL = 28
EPOCHS = int(os.environ.get('EPOCHS', '40'))
MEMBERS = int(os.environ.get('MEMBERS', '1'))
WIDTHS = tuple(int(w) for w in os.environ.get('WIDTHS', '16,32,64,128').split(','))
torch.set_num_threads(2)


class Net(nn.Module):
    def __init__(self, widths=WIDTHS):
        super().__init__()
        a, b, c, d = widths
        self.widths = widths
        self.c1 = nn.Conv2d(1, a, 3, padding=1)
        self.c2 = nn.Conv2d(a, b, 3, padding=1)
        self.c3 = nn.Conv2d(b, c, 3, padding=1)
        self.f1 = nn.Linear(c * 9, d)
        self.f2 = nn.Linear(d, 10)
        self.drop = nn.Dropout(0.2)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.c1(x)), 2)
        x = F.max_pool2d(F.relu(self.c2(x)), 2)
        x = F.max_pool2d(F.relu(self.c3(x)), 2)
        x = x.flatten(1)
        x = self.drop(F.relu(self.f1(x)))
        return self.f2(x)


class Ensemble(nn.Module):
    """The mean of the members' probabilities (as classifier.ts computes it)."""

    def __init__(self, members):
        super().__init__()
        self.members = nn.ModuleList(members)

    def forward(self, x):
        return sum(F.softmax(m(x), 1) for m in self.members) / len(self.members)


def load(cells_dir):
    meta = json.load(open(os.path.join(cells_dir, 'meta.json')))
    n = len(meta['photos'])
    inputs = np.fromfile(os.path.join(cells_dir, 'inputs.u8'), dtype=np.uint8).reshape(n, 81, CELL, CELL)
    labels = np.fromfile(os.path.join(cells_dir, 'labels.u8'), dtype=np.uint8).reshape(n, 81)
    return meta, inputs, labels


def distort(xb, rng):
    """A batch (n, 1, 28, 28) distorted at random, as a newspaper photo may
    be: rotated up to 6 degrees, scaled 0.85-1.15, sheared, shifted up to
    2.5 pixels; strokes thickened or thinned, blurred; contrast scaled and
    noise added to the ink."""
    n = xb.shape[0]
    ang = torch.from_numpy(rng.uniform(-6, 6, n) * np.pi / 180).float()
    sc = torch.from_numpy(rng.uniform(0.85, 1.15, n)).float()
    sh = torch.from_numpy(rng.uniform(-0.1, 0.1, n)).float()
    shift = torch.from_numpy(rng.uniform(-2.5, 2.5, (n, 2)) / 14).float()
    cos, sin = torch.cos(ang) / sc, torch.sin(ang) / sc
    theta = torch.zeros(n, 2, 3)
    theta[:, 0, 0] = cos
    theta[:, 0, 1] = -sin + sh
    theta[:, 0, 2] = shift[:, 0]
    theta[:, 1, 0] = sin
    theta[:, 1, 1] = cos
    theta[:, 1, 2] = shift[:, 1]
    grid = F.affine_grid(theta, list(xb.shape), align_corners=False)
    out = F.grid_sample(xb, grid, align_corners=False, padding_mode='zeros')
    k = rng.integers(0, 4)
    if k == 1:
        out = F.max_pool2d(out, 3, 1, 1) * 0.5 + out * 0.5
    elif k == 2:
        out = -F.max_pool2d(-out, 3, 1, 1) * 0.5 + out * 0.5
    if rng.random() < 0.3:
        out = F.avg_pool2d(out, 3, 1, 1)
    out = out * torch.from_numpy(rng.uniform(0.6, 1.25, (n, 1, 1, 1))).float()
    out = out + torch.from_numpy(rng.normal(0, 0.03, tuple(out.shape))).float() * (out > 0)
    return out.clamp(0, 1)


def train(x, y, seed):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = Net()
    opt = torch.optim.Adam(net.parameters(), lr=2e-3, weight_decay=1e-5)
    per_epoch = (len(x) + 127) // 128
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=EPOCHS * per_epoch)
    xs = torch.from_numpy(x.astype(np.float32) / 255.0)[:, None]
    ys = torch.from_numpy(y.astype(np.int64))
    for epoch in range(EPOCHS):
        net.train()
        total = 0.0
        order = torch.from_numpy(rng.permutation(len(x)))
        for s in range(0, len(x), 128):
            b = order[s:s + 128]
            opt.zero_grad()
            loss = F.cross_entropy(net(distort(xs[b], rng)), ys[b], label_smoothing=0.05)
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(b)
        if (epoch + 1) % 10 == 0:
            print(f'  epoch {epoch + 1}/{EPOCHS} loss {total / len(x):.4f}', flush=True)
    net.eval()
    return net


def evaluate(net, x, y):
    with torch.no_grad():
        xs = torch.from_numpy(x.astype(np.float32) / 255.0)[:, None]
        return int((net(xs).argmax(1).numpy() != y).sum())


def export(members):
    out = bytearray(b'SDM2') + bytes([len(members), 0, 0, 0])
    for net in members:
        out += struct.pack('<4H', *net.widths)
        for layer in [net.c1, net.c2, net.c3, net.f1, net.f2]:
            w = layer.weight.detach().numpy().astype(np.float64)
            b = layer.bias.detach().numpy().astype(np.float32)
            flat = w.reshape(w.shape[0], -1)
            scale = np.maximum(np.abs(flat).max(axis=1), 1e-8) / 127.0
            q = np.clip(np.round(flat / scale[:, None]), -127, 127).astype(np.int8)
            out += scale.astype('<f4').tobytes()
            data = q.tobytes()
            out += data + b'\0' * ((-len(data)) % 4)
            out += b.astype('<f4').tobytes()
    return bytes(out)


def main():
    cells_dir = sys.argv[1] if len(sys.argv) > 1 else '/tmp/photo-cells'
    meta, inputs, labels = load(cells_dir)
    photos = meta['photos']
    # FOLDS_DIR: where the fold models go (to try a change without touching the committed ones).
    folds_dir = os.environ.get('FOLDS_DIR', os.path.join(HERE, 'folds'))
    os.makedirs(folds_dir, exist_ok=True)
    # ONLY: the models to train, e.g. ONLY=0, ONLY=0,1,2,3,4 or ONLY=all (default: all six).
    which = os.environ.get('ONLY')
    for fold in list(range(5)) + ['all']:
        if which is not None and str(fold) not in which.split(','):
            continue
        # Held-out photos (fold -1, see dataset.ts) never train any model.
        train_ids = [i for i, p in enumerate(photos) if p['usable'] and p['fold'] >= 0 and (fold == 'all' or p['fold'] != fold)]
        x = inputs[train_ids].reshape(-1, CELL, CELL)
        y = labels[train_ids].reshape(-1)
        # Cells where the pipeline cut nothing are read as blank without the
        # model (read.ts); keep only a few hundred of them, for the model to
        # know an empty input too. Training is then mostly digits and the
        # blank cells that did yield a cut (remnants of lines, specks).
        empty = x.reshape(len(x), -1).max(axis=1) == 0
        keep = ~empty
        keep[np.random.default_rng(7).permutation(np.flatnonzero(empty))[:300]] = True
        x, y = x[keep], y[keep]
        print(f'fold {fold}: {len(train_ids)} photos, {len(x)} cells', flush=True)
        members = [train(x, y, seed=12 + k) for k in range(MEMBERS)]
        net = Ensemble(members).eval()
        blob = export(members)
        if fold == 'all':
            with open(os.path.join(ROOT, 'src', 'photo', 'digitModel.ts'), 'w') as f:
                f.write('// Generated by tests/tools/photo/train.py from the photos of Wicht & Hennebert\n')
                f.write('// (CC-BY-4.0, see PHOTO_CREDITS in ./credits.ts). Do not edit by hand.\n')
                f.write('/** The digit model (format: see train.py), base64. */\n')
                f.write("export const DIGIT_MODEL =\n  '" + base64.b64encode(blob).decode() + "';\n")
        else:
            with open(os.path.join(folds_dir, f'fold{fold}.bin'), 'wb') as f:
                f.write(blob)
            test_ids = [i for i, p in enumerate(photos) if p['fold'] == fold and p['usable']]
            tx = inputs[test_ids].reshape(-1, CELL, CELL)
            ty = labels[test_ids].reshape(-1)
            print(f'  cells wrong in its test fold (float model, usable photos only): {evaluate(net, tx, ty)}/{len(tx)}', flush=True)
        print(f'  model: {len(blob)} bytes', flush=True)


if __name__ == '__main__':
    main()

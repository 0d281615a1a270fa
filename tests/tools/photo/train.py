#!/usr/bin/env python3
"""Train the photo recogniser's digit model (issue 12).

    npx tsx tests/tools/photo/extract-cells.ts ../shared/photos /tmp/photo-cells
    python3 tests/tools/photo/train.py /tmp/photo-cells

Input: the cell inputs written by extract-cells.ts, i.e. cut by the same
TypeScript pipeline the game runs (digitInput: the digit scaled into 28x28). Output:
  tests/tools/photo/folds/fold{0..4}.bin  one model per cross-validation fold,
      trained on the photos of the other four folds (not shipped; the bench
      measures each on its unseen fold with the TypeScript inference)
  src/photo/digitModel.ts  the shipped model, trained on all photos, as a
      base64 string of the same binary format

Model: 28x28 grey cell -> 10 classes, 0 = blank, 1-9.
conv3x3(1->8) relu maxpool2 -> conv3x3(8->16) relu maxpool2 ->
conv3x3(16->32) relu maxpool2 (7->3) -> dense 288->64 relu -> dense 64->10.
Binary format (little endian), per layer in that order: float32 scale per
output channel, int8 weights (output-major, then input channel, row,
column; padded to 4 bytes), float32 bias per output channel; preceded by
the magic b"SDM1". Weights are quantised per output channel
(w = int8 * scale). See src/photo/digitModel.ts / classifier.ts.

Needs python3-torch (apt-get install -y python3-torch). Seeds are fixed;
a few minutes per fold on two cores.
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
EPOCHS = int(os.environ.get('EPOCHS', '20'))
torch.set_num_threads(2)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 8, 3, padding=1)
        self.c2 = nn.Conv2d(8, 16, 3, padding=1)
        self.c3 = nn.Conv2d(16, 32, 3, padding=1)
        self.f1 = nn.Linear(288, 64)
        self.f2 = nn.Linear(64, 10)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.c1(x)), 2)
        x = F.max_pool2d(F.relu(self.c2(x)), 2)
        x = F.max_pool2d(F.relu(self.c3(x)), 2)
        x = x.flatten(1)
        x = self.drop(F.relu(self.f1(x)))
        return self.f2(x)


def load(cells_dir):
    meta = json.load(open(os.path.join(cells_dir, 'meta.json')))
    n = len(meta['photos'])
    inputs = np.fromfile(os.path.join(cells_dir, 'inputs.u8'), dtype=np.uint8).reshape(n, 81, CELL, CELL)
    labels = np.fromfile(os.path.join(cells_dir, 'labels.u8'), dtype=np.uint8).reshape(n, 81)
    return meta, inputs, labels


def batches(x, y, rng, train):
    """Batches of 128 cells; when training, each cell shifted by up to 2
    pixels, its contrast scaled and a little noise added."""
    idx = rng.permutation(len(x)) if train else np.arange(len(x))
    padded = None
    for s in range(0, len(idx), 128):
        b = idx[s:s + 128]
        if train:
            padded = np.pad(x[b], ((0, 0), (2, 2), (2, 2)))
            out = np.empty((len(b), CELL, CELL), np.float32)
            shifts = rng.integers(0, 5, size=(len(b), 2))
            for k in range(len(b)):
                oy, ox = shifts[k]
                out[k] = padded[k, oy:oy + CELL, ox:ox + CELL]
            out = out / 255.0
            out *= rng.uniform(0.7, 1.2, size=(len(b), 1, 1)).astype(np.float32)
            out += rng.normal(0, 0.02, size=out.shape).astype(np.float32) * (out > 0)
            out = np.clip(out, 0, 1)
        else:
            out = x[b].astype(np.float32) / 255.0
        yield torch.from_numpy(out[:, None]), torch.from_numpy(y[b].astype(np.int64))


def train(x, y, seed):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = Net()
    opt = torch.optim.Adam(net.parameters(), lr=2e-3, weight_decay=1e-5)
    steps = EPOCHS * ((len(x) + 127) // 128)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=steps)
    for epoch in range(EPOCHS):
        net.train()
        total = 0.0
        for xb, yb in batches(x, y, rng, True):
            opt.zero_grad()
            loss = F.cross_entropy(net(xb), yb)
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(xb)
        print(f'  epoch {epoch + 1}/{EPOCHS} loss {total / len(x):.4f}', flush=True)
    net.eval()
    return net


def evaluate(net, x, y):
    wrong = 0
    with torch.no_grad():
        for xb, yb in batches(x, y, np.random.default_rng(0), False):
            wrong += (net(xb).argmax(1) != yb).sum().item()
    return wrong


def export(net):
    out = bytearray(b'SDM1')
    layers = [net.c1, net.c2, net.c3, net.f1, net.f2]
    for layer in layers:
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
    folds_dir = os.path.join(HERE, 'folds')
    os.makedirs(folds_dir, exist_ok=True)
    which = os.environ.get('ONLY')  # e.g. ONLY=0 or ONLY=all, to train one model
    for fold in list(range(5)) + ['all']:
        if which is not None and which != str(fold):
            continue
        train_ids = [i for i, p in enumerate(photos) if p['usable'] and (fold == 'all' or p['fold'] != fold)]
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
        net = train(x, y, seed=12)
        blob = export(net)
        if fold == 'all':
            with open(os.path.join(ROOT, 'src', 'photo', 'digitModel.ts'), 'w') as f:
                f.write('// Generated by tests/tools/photo/train.py from the photos of Wicht & Hennebert\n')
                f.write('// (CC-BY-4.0, see PHOTO_CREDITS in ./credits.ts). Do not edit by hand.\n')
                f.write('/** The digit model (format: see train.py), base64. */\n')
                f.write("export const DIGIT_MODEL = '" + base64.b64encode(blob).decode() + "';\n")
        else:
            with open(os.path.join(folds_dir, f'fold{fold}.bin'), 'wb') as f:
                f.write(blob)
            test_ids = [i for i, p in enumerate(photos) if p['fold'] == fold and p['usable']]
            tx = inputs[test_ids].reshape(-1, CELL, CELL)
            ty = labels[test_ids].reshape(-1)
            print(f'  held-out cells wrong (float model, usable photos only): {evaluate(net, tx, ty)}/{len(tx)}', flush=True)
        print(f'  model: {len(blob)} bytes', flush=True)


if __name__ == '__main__':
    main()

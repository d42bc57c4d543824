import { describe, expect, it } from 'vitest';
import { thresholdLines } from './threshold-lines';

describe('thresholdLines', () => {
  it('draws margin call before default, each on its own row', () => {
    const lines = thresholdLines({ marginCall: '0.8', default: '0.9' });
    expect(lines.map((line) => line.label.value)).toEqual(['margin call 80.00%', 'default 90.00%']);
    expect(lines.map((line) => line.x)).toEqual(['80–85%', '90–95%']);
    expect(lines.map((line) => line.label.dy)).toEqual([0, 16]);
  });

  it('puts a label on the side of its line that has room', () => {
    const high = thresholdLines({ marginCall: '0.8', default: '0.9' });
    // Right half of the chart: the text ends at the line, so it never runs off the right edge.
    expect(high.map((line) => line.label.position)).toEqual(['insideTopRight', 'insideTopRight']);
    const low = thresholdLines({ marginCall: '0.2', default: '0.3' });
    expect(low.map((line) => line.label.position)).toEqual(['insideTopLeft', 'insideTopLeft']);
  });

  it('leaves out a threshold the loans do not share or that is not a number', () => {
    expect(thresholdLines({ marginCall: null, default: '0.9' }).map((line) => line.x)).toEqual([
      '90–95%',
    ]);
    expect(thresholdLines({ marginCall: 'abc', default: null })).toEqual([]);
  });
});

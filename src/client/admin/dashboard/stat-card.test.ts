import { describe, expect, it } from 'vitest';
import { statFigure } from './stat-card';

describe('statFigure', () => {
  it('formats a loaded count', () => {
    expect(statFigure(1234, false)).toBe('1,234');
    expect(statFigure(0, false)).toBe('0');
  });

  it('says loading while there is no count yet, and a dash once it failed', () => {
    expect(statFigure(undefined, false)).toBe('…');
    expect(statFigure(undefined, true)).toBe('—');
  });
});

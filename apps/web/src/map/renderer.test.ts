import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, mapCanvasAttributes } from './renderer.ts';

describe('isSoftwareRenderer', () => {
  it('knows the software rasterizers', () => {
    expect(
      isSoftwareRenderer(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      ),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)')).toBe(
      true,
    );
  });

  it('takes a GPU, or a renderer that will not say, for a GPU', () => {
    expect(
      isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0)'),
    ).toBe(false);
    expect(isSoftwareRenderer('Mesa Intel(R) UHD Graphics 620 (KBL GT2)')).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });
});

describe('mapCanvasAttributes', () => {
  it('multisamples on a GPU and not on a software rasterizer', () => {
    expect(mapCanvasAttributes('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)')).toEqual({
      antialias: true,
    });
    expect(mapCanvasAttributes('llvmpipe (LLVM 15.0.6, 256 bits)')).toEqual({ antialias: false });
  });
});

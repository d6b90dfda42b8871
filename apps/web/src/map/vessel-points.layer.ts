import {
  Layer,
  picking,
  project32,
  type Accessor,
  type Color,
  type DefaultProps,
  type LayerDataSource,
  type LayerProps,
  type Position,
  type UpdateParameters,
} from '@deck.gl/core';
import type { Texture } from '@luma.gl/core';
import { Model, type ModelProps } from '@luma.gl/engine';

/**
 * The vessel markers as one point per vessel, drawn WITHOUT instancing: a luma.gl Model with
 * `topology: 'point-list'`, one vertex per vessel, `gl_PointSize` for the marker. deck.gl's
 * IconLayer and ScatterplotLayer draw one instance (a quad) per vessel; SwiftShader (the
 * software WebGL of machines without a GPU) runs an instanced draw as one software draw per
 * instance, so 200,000 instances cost seconds a frame there, where one draw of 200,000 points
 * costs about as much as MapLibre's circles.
 *
 * Two shapes: 'icon', the ship of the atlas rotated by the vessel's angle (degrees,
 * counter-clockwise, as IconLayer's `getAngle`), solid or hollow by the `getSolid` column, a
 * mask tinted by `getColor`; and 'dot', a disc, or a ring when `getSolid` says hollow. Picking by vertex index
 * (`gl_VertexID` = the vessel's row), so `onClick` gets `info.index` as IconLayer's does.
 *
 * WebGL only (GLSL; the app runs deck.gl on WebGL). A point is clipped by its centre, so a
 * marker whose centre is just off screen is drawn from just inside the edge (pointInside).
 */

/** Where an icon lies in the atlas, in pixels (as IconLayer's `iconMapping`). */
export interface AtlasFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type VesselPointsShape = 'icon' | 'dot';

type _VesselPointsLayerProps = {
  data: LayerDataSource<unknown>;
  /** The ship atlas (a canvas, an image or a texture). */
  atlas: unknown;
  /** The solid and the hollow ship in the atlas, bow up. */
  solidFrame: AtlasFrame;
  hollowFrame: AtlasFrame;
  /** 'icon': rotated ships of `size` px; 'dot': circles of `size` px across. */
  shape: VesselPointsShape;
  /** The marker's size in CSS pixels (an icon's height, a dot's diameter). */
  size: number;
  /** Fragments of an icon with less alpha than this are not drawn (nor picked). */
  alphaCutoff: number;
  /**
   * How far the icon's shape reaches from its centre, as a fraction of `size` (default: the
   * corners, √½): the sprite is no bigger than the shape needs in any rotation.
   */
  reach: number;
  /** Accessors, for completeness: the app passes binary columns in `data.attributes`. */
  getPosition: Accessor<unknown, Position>;
  getAngle: Accessor<unknown, number>;
  getColor: Accessor<unknown, Color>;
  getSolid: Accessor<unknown, number>;
};

export type VesselPointsLayerProps = _VesselPointsLayerProps & LayerProps;

/** An atlas frame in texture coordinates: [u0, v0, du, dv], v from the top row down. */
export function frameUV(
  frame: AtlasFrame,
  atlasWidth: number,
  atlasHeight: number,
): [number, number, number, number] {
  if (atlasWidth <= 0 || atlasHeight <= 0) return [0, 0, 0, 0];
  return [
    frame.x / atlasWidth,
    frame.y / atlasHeight,
    frame.width / atlasWidth,
    frame.height / atlasHeight,
  ];
}

/**
 * The point sprite's side for a marker of `size` px: a rotated icon needs its diagonal (the
 * fragment shader leaves the corners out), a dot a pixel more for its smoothed edge.
 */
export function spriteSize(
  shape: VesselPointsShape,
  size: number,
  reach: number = Math.SQRT1_2,
): number {
  return shape === 'icon' ? Math.ceil(2 * reach * size) : Math.ceil(size) + 1;
}

/**
 * What the fragment shader does for an icon, in TypeScript (for tests): from the position
 * in the point sprite (`gl_PointCoord`: 0..1, y down) to the position in the unrotated icon
 * (0..1, y down, bow at y = 0), or null outside the icon. Same rotation as IconLayer: the
 * icon turns counter-clockwise on screen by `angleDeg`.
 */
export function spriteToIcon(
  pointCoord: [number, number],
  angleDeg: number,
  sprite: number,
  size: number,
): [number, number] | null {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const dx = ((pointCoord[0] - 0.5) * sprite) / size;
  const dy = ((pointCoord[1] - 0.5) * sprite) / size;
  const px = c * dx - s * dy + 0.5;
  const py = s * dx + c * dy + 0.5;
  if (px < 0 || px > 1 || py < 0 || py > 1) return null;
  return [px, py];
}

/** Where a point moved inside the edge goes, in clip space: a hair inside it. */
export const POINT_EDGE = 0.9999;

/**
 * What the vertex shader does at the edge of the screen, along one axis, in TypeScript (for
 * tests). A point sprite is clipped by its centre: a marker whose centre is just off screen
 * would vanish whole, where its other half should still show. So a centre off screen by
 * less than half a sprite (`halfSprite`, in clip space) moves just inside the edge; the
 * fragment shader shifts the sprite back by as much, and draws only what lies on screen.
 * Answers the centre to draw at, in clip space (x or y over w).
 */
export function pointInside(ndc: number, halfSprite: number): number {
  const outside = Math.abs(ndc) - 1;
  return outside > 0 && outside < halfSprite ? Math.sign(ndc) * POINT_EDGE : ndc;
}

/** A hollow dot's ring, as a fraction of its radius. */
export const DOT_RING = 0.5;

/**
 * What the fragment shader does for a dot, in TypeScript (for tests): the alpha of a pixel
 * `distance` px from the centre of a dot `size` px across. A solid dot is a disc, a hollow
 * one (a stale or lost vessel, as the hollow ship icon) a ring; both with a pixel-wide soft
 * edge.
 */
export function dotAlpha(distance: number, size: number, solid: boolean): number {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const r = size / 2;
  const outer = clamp(r - distance + 0.5);
  return solid ? outer : outer * clamp(distance - r * (1 - DOT_RING) + 0.5);
}

const uniformBlock = /* glsl */ `\
layout(std140) uniform vesselPointsUniforms {
  vec4 solidFrame;
  vec4 hollowFrame;
  float sizePixels;
  float spritePixels;
  float alphaCutoff;
  highp int shape;
} vesselPoints;
`;

/** The layer's uniforms as a shader module (deck.gl 9.4's convention: a std140 block). */
export const vesselPointsUniforms = {
  name: 'vesselPoints',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: {
    solidFrame: 'vec4<f32>',
    hollowFrame: 'vec4<f32>',
    sizePixels: 'f32',
    spritePixels: 'f32',
    alphaCutoff: 'f32',
    shape: 'i32',
  },
} as const;

const vs = /* glsl */ `\
#version 300 es
#define SHADER_NAME vessel-points-layer-vertex-shader
#define POINT_EDGE ${POINT_EDGE.toFixed(6)}
in vec3 vesselPositions;
in vec3 vesselPositions64Low;
in float vesselAngles;
in vec4 vesselColors;
in float vesselSolid;
out vec4 vColor;
out vec2 vRotation;
out float vSolid;
out vec2 vShift;
void main(void) {
  geometry.worldPosition = vesselPositions;
  geometry.uv = vec2(0.0);
  geometry.pickingColor = picking_getPickingColorFromIndex(float(gl_VertexID));
  gl_Position = project_position_to_clipspace(
    vesselPositions, vesselPositions64Low, vec3(0.0), geometry.position
  );
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
  gl_PointSize = vesselPoints.spritePixels * project.devicePixelRatio;
  // See pointInside: a point whose centre is just off screen moves just inside the edge, and
  // vShift (CSS px, y down) takes the fragment shader back to where the sprite really is.
  vec2 ndc = gl_Position.xy / gl_Position.w;
  vec2 halfSprite = gl_PointSize / project.viewportSize;
  vec2 outside = abs(ndc) - 1.0;
  vec2 inside = vec2(
    outside.x > 0.0 && outside.x < halfSprite.x ? sign(ndc.x) * POINT_EDGE : ndc.x,
    outside.y > 0.0 && outside.y < halfSprite.y ? sign(ndc.y) * POINT_EDGE : ndc.y
  );
  vShift = (inside - ndc) * project.viewportSize / (2.0 * project.devicePixelRatio);
  vShift.y = -vShift.y;
  gl_Position.xy = inside * gl_Position.w;
  float a = radians(vesselAngles);
  vRotation = vec2(cos(a), sin(a));
  vSolid = vesselSolid;
  vColor = vec4(vesselColors.rgb, vesselColors.a * layer.opacity);
  DECKGL_FILTER_COLOR(vColor, geometry);
}
`;

const fs = /* glsl */ `\
#version 300 es
#define SHADER_NAME vessel-points-layer-fragment-shader
#define DOT_RING ${DOT_RING.toFixed(3)}
precision highp float;
uniform sampler2D vesselAtlas;
in vec4 vColor;
in vec2 vRotation;
in float vSolid;
in vec2 vShift;
out vec4 fragColor;
void main(void) {
  // From the sprite's centre as drawn, plus the shift, to the vessel's centre (pointInside).
  vec2 d = (gl_PointCoord - 0.5) * vesselPoints.spritePixels + vShift;
  float alpha;
  if (vesselPoints.shape == 0) {
    // The sprite's pixel back in the unrotated icon (see spriteToIcon).
    vec2 p = vec2(
      vRotation.x * d.x - vRotation.y * d.y,
      vRotation.y * d.x + vRotation.x * d.y
    ) / vesselPoints.sizePixels + 0.5;
    if (p.x < 0.0 || p.x > 1.0 || p.y < 0.0 || p.y > 1.0) {
      discard;
    }
    vec4 frame = vSolid > 0.0 ? vesselPoints.solidFrame : vesselPoints.hollowFrame;
    alpha = texture(vesselAtlas, frame.xy + p * frame.zw).a;
  } else {
    // See dotAlpha: a disc, or a ring for a hollow (stale or lost) vessel.
    float r = vesselPoints.sizePixels / 2.0;
    float l = length(d);
    alpha = clamp(r - l + 0.5, 0.0, 1.0);
    if (vSolid <= 0.0) {
      alpha *= clamp(l - r * (1.0 - DOT_RING) + 0.5, 0.0, 1.0);
    }
  }
  float a = alpha * vColor.a;
  if (a < vesselPoints.alphaCutoff) {
    discard;
  }
  fragColor = vec4(vColor.rgb, a);
  geometry.uv = d;
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

const defaultProps: DefaultProps<VesselPointsLayerProps> = {
  atlas: { type: 'image', value: null, async: true },
  solidFrame: { type: 'object', value: { x: 0, y: 0, width: 0, height: 0 }, compare: true },
  hollowFrame: { type: 'object', value: { x: 0, y: 0, width: 0, height: 0 }, compare: true },
  shape: 'icon',
  size: { type: 'number', min: 0, value: 18 },
  alphaCutoff: { type: 'number', min: 0, max: 1, value: 0.05 },
  reach: { type: 'number', min: 0, value: Math.SQRT1_2 },
  getPosition: { type: 'accessor', value: [0, 0] },
  getAngle: { type: 'accessor', value: 0 },
  getColor: { type: 'accessor', value: [0, 0, 0, 255] },
  getSolid: { type: 'accessor', value: 255 },
};

/**
 * The layer. Its data are binary columns (`data.attributes`): getPosition (2 floats a
 * vessel), getAngle (1 float), getColor (RGBA bytes, normalized) and getSolid (1 byte,
 * normalized: 0 hollow, else solid).
 */
export class VesselPointsLayer extends Layer<Required<_VesselPointsLayerProps>> {
  static override layerName = 'VesselPointsLayer';
  static override defaultProps = defaultProps;

  declare state: { model?: Model };

  override getShaders(): ModelProps {
    return super.getShaders({
      vs,
      fs,
      modules: [project32, picking, vesselPointsUniforms],
    }) as ModelProps;
  }

  override initializeState() {
    // add(), not addInstanced(): vertex step mode, one vertex per vessel.
    this.getAttributeManager()?.add({
      vesselPositions: {
        size: 3,
        type: 'float64',
        fp64: this.use64bitPositions(),
        accessor: 'getPosition',
      },
      vesselAngles: { size: 1, accessor: 'getAngle', defaultValue: 0 },
      vesselColors: { size: 4, type: 'unorm8', accessor: 'getColor', defaultValue: [0, 0, 0, 255] },
      vesselSolid: { size: 1, type: 'unorm8', accessor: 'getSolid', defaultValue: 255 },
    });
  }

  override updateState(params: UpdateParameters<this>) {
    super.updateState(params);
    if (params.changeFlags.extensionsChanged || !this.state.model) {
      this.state.model?.destroy();
      this.state.model = this._getModel();
      this.getAttributeManager()?.invalidateAll();
    }
  }

  override draw() {
    const model = this.state.model;
    const atlas = this.props.atlas as Texture | null;
    // The shader samples the atlas (a dot does not, but its sampler must be bound all the same).
    if (!model || !atlas) return;
    const { width, height } = atlas;
    const { shape, size, alphaCutoff, solidFrame, hollowFrame, reach } = this.props;
    model.shaderInputs.setProps({
      vesselPoints: {
        solidFrame: frameUV(solidFrame, width, height),
        hollowFrame: frameUV(hollowFrame, width, height),
        sizePixels: size,
        spritePixels: spriteSize(shape, size, reach),
        alphaCutoff,
        shape: shape === 'icon' ? 0 : 1,
        // The sampler: a binding, not a uniform (it is not in uniformTypes).
        vesselAtlas: atlas,
      },
    });
    model.setVertexCount(this.getNumInstances());
    model.draw(this.context.renderPass);
  }

  protected _getModel(): Model {
    return new Model(this.context.device, {
      ...this.getShaders(),
      id: this.props.id,
      bufferLayout: this.getAttributeManager()?.getBufferLayouts({ isInstanced: false }) ?? [],
      topology: 'point-list',
      isInstanced: false,
      vertexCount: 0,
    });
  }
}

// The vessels as a MapLibre custom layer: every vessel is one instance of a quad in a single
// draw call, its attributes read from the slot buffer (vessel-buffers.ts). An update uploads
// only the bytes of changed slots with bufferSubData; nothing goes through a worker, tiles or
// symbol placement. Structural types only, so this package needs no MapLibre dependency.
import { ICON_KINDS, OLD_ICON_OPACITY } from '../../icons/index.js';
import type { IconAtlas } from './atlas.js';
import {
  ICON_FRAGMENT_SHADER,
  VECTOR_FRAGMENT_SHADER,
  VECTOR_VERTEX_SHADER,
  iconVertexShader,
} from './shaders.js';
import { dirtyRanges } from './slots.js';
import {
  STATE_FRESH,
  STATE_OLD,
  STRIDE,
  mercatorX,
  mercatorY,
  splitDouble,
  type VesselBuffers,
} from './vessel-buffers.js';

/** The map as the layer uses it (MapLibre's Map fits). */
export interface GlLayerMap {
  getCenter(): { lng: number; lat: number };
  getBearing(): number;
  getZoom(): number;
  getCanvas(): { clientWidth: number; clientHeight: number };
  triggerRepaint(): void;
}

/** What MapLibre hands a custom layer's render (the part used here). */
export interface GlRenderInput {
  /** Projects the Mercator square (0…1) to clip space under the Mercator projection. */
  readonly defaultProjectionData: { readonly mainMatrix: ArrayLike<number> };
}

export interface VesselLayerStyle {
  /** Bearing vectors drawn (the setting) … */
  vectors: boolean;
  /** … from this zoom. */
  vectorMinZoom: number;
  /** Premultiplied RGBA 0…1 of the vectors. */
  vectorColour: [number, number, number, number];
  vectorWidth: number;
}

const BYTES = 4;

function compile(gl: WebGL2RenderingContext, vertex: string, fragment: string): WebGLProgram {
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
      throw new Error(`Vessel layer shader: ${gl.getShaderInfoLog(shader) ?? ''}`);
    }
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(`Vessel layer program: ${gl.getProgramInfoLog(program) ?? ''}`);
  }
  return program;
}

interface Program {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  uniforms: Map<string, WebGLUniformLocation | null>;
}

export class VesselLayer {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  #map: GlLayerMap | null = null;
  #icons: Program | null = null;
  #vectors: Program | null = null;
  #instances: WebGLBuffer | null = null;
  #texture: WebGLTexture | null = null;
  #atlas: IconAtlas | null = null;
  #atlasDirty = false;
  #capacity = 0;
  /** Main-thread ms of the last render (benchmarks). */
  lastRenderMs = 0;

  constructor(
    readonly id: string,
    readonly buffers: VesselBuffers,
    public style: VesselLayerStyle,
  ) {}

  /** New icons (a theme or pixel-ratio change); drawn from the next frame. */
  setAtlas(atlas: IconAtlas): void {
    this.#atlas = atlas;
    this.#atlasDirty = true;
    this.#map?.triggerRepaint();
  }

  /** The map should draw a frame: the buffers changed. */
  repaint(): void {
    this.#map?.triggerRepaint();
  }

  onAdd(map: GlLayerMap, gl: WebGL2RenderingContext): void {
    this.#map = map;
    this.#capacity = 0;
    this.buffers.resized = true;
    this.#atlasDirty = this.#atlas !== null;
    this.#instances = gl.createBuffer();
    this.#texture = gl.createTexture();
    this.#icons = this.#program(gl, iconVertexShader(ICON_KINDS.length), ICON_FRAGMENT_SHADER, [
      [-1, -1, 1, -1, -1, 1, 1, 1],
      false,
    ]);
    this.#vectors = this.#program(gl, VECTOR_VERTEX_SHADER, VECTOR_FRAGMENT_SHADER, [
      [0, -1, 1, -1, 0, 1, 1, 1],
      true,
    ]);
  }

  #program(
    gl: WebGL2RenderingContext,
    vertex: string,
    fragment: string,
    [corners, withVector]: [number[], boolean],
  ): Program {
    const program = compile(gl, vertex, fragment);
    const vao = gl.createVertexArray();
    gl.bindVertexArray(vao);
    const quad = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(corners), gl.STATIC_DRAW);
    const corner = gl.getAttribLocation(program, 'a_corner');
    gl.enableVertexAttribArray(corner);
    gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#instances);
    const attributes: [string, number, number][] = [
      ['a_pos', 4, 0],
      ['a_data', 3, 4],
    ];
    if (withVector) attributes.push(['a_vector', 2, 7]);
    for (const [name, size, offset] of attributes) {
      const at = gl.getAttribLocation(program, name);
      gl.enableVertexAttribArray(at);
      gl.vertexAttribPointer(at, size, gl.FLOAT, false, STRIDE * BYTES, offset * BYTES);
      gl.vertexAttribDivisor(at, 1);
    }
    gl.bindVertexArray(null);
    const uniforms = new Map<string, WebGLUniformLocation | null>();
    const count = gl.getProgramParameter(program, gl.ACTIVE_UNIFORMS) as number;
    for (let i = 0; i < count; i++) {
      const name = gl.getActiveUniform(program, i)!.name.replace(/\[0\]$/, '');
      uniforms.set(name, gl.getUniformLocation(program, name));
    }
    return { program, vao, uniforms };
  }

  onRemove(_map: GlLayerMap, gl: WebGL2RenderingContext): void {
    for (const p of [this.#icons, this.#vectors]) {
      if (!p) continue;
      gl.deleteProgram(p.program);
      gl.deleteVertexArray(p.vao);
    }
    gl.deleteBuffer(this.#instances);
    gl.deleteTexture(this.#texture);
    this.#icons = this.#vectors = null;
    this.#map = null;
  }

  #upload(gl: WebGL2RenderingContext): void {
    const { buffers } = this;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#instances);
    if (buffers.resized || this.#capacity !== buffers.data.length) {
      gl.bufferData(gl.ARRAY_BUFFER, buffers.data, gl.DYNAMIC_DRAW);
      this.#capacity = buffers.data.length;
      buffers.resized = false;
    } else if (buffers.dirty.size > 0) {
      for (const [first, last] of dirtyRanges(buffers.dirty)) {
        gl.bufferSubData(
          gl.ARRAY_BUFFER,
          first * STRIDE * BYTES,
          buffers.data,
          first * STRIDE,
          (last - first + 1) * STRIDE,
        );
      }
    }
    buffers.dirty.clear();
    if (this.#atlasDirty && this.#atlas) {
      const { pixels } = this.#atlas;
      gl.bindTexture(gl.TEXTURE_2D, this.#texture);
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
      const data = new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length);
      gl.texImage2D(
        gl.TEXTURE_2D,
        0,
        gl.RGBA,
        pixels.width,
        pixels.height,
        0,
        gl.RGBA,
        gl.UNSIGNED_BYTE,
        data,
      );
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
      this.#atlasDirty = false;
    }
  }

  render(gl: WebGL2RenderingContext, input: GlRenderInput): void {
    const map = this.#map;
    if (!map || !this.#icons || !this.#vectors) return;
    const start = performance.now();
    this.#upload(gl);
    const count = this.buffers.slots.end;
    const atlas = this.#atlas;
    if (count > 0 && atlas) this.#draw(gl, map, input, atlas, count);
    gl.bindVertexArray(null);
    this.lastRenderMs = performance.now() - start;
  }

  #draw(
    gl: WebGL2RenderingContext,
    map: GlLayerMap,
    input: GlRenderInput,
    atlas: IconAtlas,
    count: number,
  ): void {
    // The matrix moved to the camera centre, in doubles, before it becomes Float32.
    const centre = map.getCenter();
    const cx = mercatorX(centre.lng);
    const cy = mercatorY(centre.lat);
    const m = input.defaultProjectionData.mainMatrix;
    const matrix = new Float32Array(16);
    for (let i = 0; i < 16; i++) matrix[i] = m[i]!;
    for (let r = 0; r < 4; r++) matrix[12 + r] = m[r]! * cx + m[4 + r]! * cy + m[12 + r]!;
    const [cxHi, cxLo] = splitDouble(cx);
    const [cyHi, cyLo] = splitDouble(cy);
    const canvas = map.getCanvas();
    const pxToClip = [2 / Math.max(1, canvas.clientWidth), -2 / Math.max(1, canvas.clientHeight)];

    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);

    const common = (p: Program) => {
      gl.useProgram(p.program);
      gl.bindVertexArray(p.vao);
      gl.uniformMatrix4fv(p.uniforms.get('u_matrix')!, false, matrix);
      gl.uniform4f(p.uniforms.get('u_centre')!, cxHi, cyHi, cxLo, cyLo);
      gl.uniform2f(p.uniforms.get('u_px_to_clip')!, pxToClip[0]!, pxToClip[1]!);
    };

    if (this.style.vectors && map.getZoom() >= this.style.vectorMinZoom) {
      const p = this.#vectors!;
      common(p);
      gl.uniform1f(p.uniforms.get('u_half_width')!, this.style.vectorWidth / 2);
      gl.uniform4f(p.uniforms.get('u_colour')!, ...this.style.vectorColour);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count);
    }

    const p = this.#icons!;
    common(p);
    const { layout, cssSizes } = atlas;
    const rects = new Float32Array(cssSizes.length * 4);
    layout.entries.forEach((e, i) => {
      rects.set(
        [e.x / layout.width, e.y / layout.height, e.size / layout.width, e.size / layout.height],
        i * 4,
      );
    });
    gl.uniform4fv(p.uniforms.get('u_rects')!, rects);
    gl.uniform1fv(p.uniforms.get('u_sizes')!, new Float32Array(cssSizes));
    gl.uniform1f(p.uniforms.get('u_bearing')!, (map.getBearing() * Math.PI) / 180);
    gl.uniform1f(p.uniforms.get('u_old_opacity')!, OLD_ICON_OPACITY);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.#texture);
    gl.uniform1i(p.uniforms.get('u_atlas')!, 0);
    // Old positions first, so fresh ones lie over them.
    for (const state of [STATE_OLD, STATE_FRESH]) {
      gl.uniform1f(p.uniforms.get('u_state')!, state);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count);
    }
  }
}

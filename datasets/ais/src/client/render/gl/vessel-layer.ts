// The vessels as a MapLibre custom layer: every vessel is one quad, its attributes from the
// slot buffer (vessel-buffers.ts, expanded by quads.ts). An update uploads only the bytes of
// changed slots with bufferSubData; nothing goes through a worker, tiles or symbol placement.
// Only the vessels around the view are drawn (cull.ts): one index list, old positions first,
// built again when the view leaves the box it was built for or the data changed. Icons and
// marks are sized for the zoom (symbol-scale.ts). Structural types only, so this package
// needs no MapLibre dependency.
import { OLD_ICON_OPACITY } from '../../icons/index.js';
import { drawsMarks, vesselScale } from '../symbol-scale.js';
import { MARK_OFFSET, type IconAtlas } from './atlas.js';
import { buildDrawList, contains, grownBox, type DrawList, type MercatorBox } from './cull.js';
import {
  ICON_FRAGMENT_SHADER,
  VECTOR_FRAGMENT_SHADER,
  VECTOR_VERTEX_SHADER,
  iconVertexShader,
} from './shaders.js';
import { VERTEX_FLOATS, expandSlots } from './quads.js';
import { dirtyRanges } from './slots.js';
import { STRIDE, mercatorX, mercatorY, splitDouble, type VesselBuffers } from './vessel-buffers.js';

/** The map as the layer uses it (MapLibre's Map fits). */
export interface GlLayerMap {
  getCenter(): { lng: number; lat: number };
  getBearing(): number;
  getZoom(): number;
  getCanvas(): { clientWidth: number; clientHeight: number };
  /** The view's bounds (around the turned view when the map is rotated). */
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
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
  /** Icon size factor (1: the drawings' own sizes). */
  iconScale?: number;
}

const BYTES = 4;

/** The box drawn is the view grown by this times its size on each side. */
const CULL_GROW = 0.5;
/**
 * … and by this much more, in Mercator units (about 20 km at 60° N): a bearing vector (six
 * minutes of travel) reaches past its vessel's position.
 */
const CULL_MARGIN = 0.001;
/** A box larger than this many views is built again for the smaller view (zoomed in). */
const CULL_MAX_AREA = 16;

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
  #vertices: WebGLBuffer | null = null;
  #indices: WebGLBuffer | null = null;
  /** The slots drawn, and the box they were chosen for (null: build again). */
  #list: DrawList = { indices: new Uint32Array(0), old: 0, fresh: 0 };
  #listBox: MercatorBox | null = null;
  /** The slots expanded to vertices (quads.ts), the GPU buffer's copy. */
  #vertexData = new Float32Array(0);
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
    this.#listBox = null;
    this.#vertices = gl.createBuffer();
    this.#indices = gl.createBuffer();
    this.#texture = gl.createTexture();
    this.#icons = this.#program(gl, iconVertexShader(MARK_OFFSET * 2), ICON_FRAGMENT_SHADER, false);
    this.#vectors = this.#program(gl, VECTOR_VERTEX_SHADER, VECTOR_FRAGMENT_SHADER, true);
  }

  #program(
    gl: WebGL2RenderingContext,
    vertex: string,
    fragment: string,
    withVector: boolean,
  ): Program {
    const program = compile(gl, vertex, fragment);
    const vao = gl.createVertexArray();
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#vertices);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.#indices);
    const attributes: [string, number, number][] = [
      ['a_corner', 2, 0],
      ['a_pos', 4, 2],
      ['a_data', 3, 6],
    ];
    if (withVector) attributes.push(['a_vector', 2, 9]);
    for (const [name, size, offset] of attributes) {
      const at = gl.getAttribLocation(program, name);
      gl.enableVertexAttribArray(at);
      gl.vertexAttribPointer(at, size, gl.FLOAT, false, VERTEX_FLOATS * BYTES, offset * BYTES);
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
    gl.deleteBuffer(this.#vertices);
    gl.deleteBuffer(this.#indices);
    gl.deleteTexture(this.#texture);
    this.#icons = this.#vectors = null;
    this.#map = null;
  }

  #upload(gl: WebGL2RenderingContext): void {
    const { buffers } = this;
    const slots = buffers.data.length / STRIDE;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#vertices);
    // Written slots may have moved in or out of the box, or turned old.
    if (buffers.resized || buffers.dirty.size > 0) this.#listBox = null;
    if (buffers.resized || this.#capacity !== slots) {
      this.#vertexData = new Float32Array(slots * 4 * VERTEX_FLOATS);
      expandSlots(buffers.data, this.#vertexData, 0, slots - 1);
      gl.bufferData(gl.ARRAY_BUFFER, this.#vertexData, gl.DYNAMIC_DRAW);
      this.#capacity = slots;
      buffers.resized = false;
    } else if (buffers.dirty.size > 0) {
      for (const [first, last] of dirtyRanges(buffers.dirty)) {
        expandSlots(buffers.data, this.#vertexData, first, last);
        gl.bufferSubData(
          gl.ARRAY_BUFFER,
          first * 4 * VERTEX_FLOATS * BYTES,
          this.#vertexData,
          first * 4 * VERTEX_FLOATS,
          (last - first + 1) * 4 * VERTEX_FLOATS,
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
    this.#cull(gl, map);
    const atlas = this.#atlas;
    if (this.#list.old + this.#list.fresh > 0 && atlas) this.#draw(gl, map, input, atlas);
    gl.bindVertexArray(null);
    this.lastRenderMs = performance.now() - start;
  }

  /** The view in Mercator units, or null where it wraps the antimeridian (draw them all). */
  #view(map: GlLayerMap): MercatorBox | null {
    const b = map.getBounds();
    if (b.getWest() < -180 || b.getEast() > 180) return null;
    return {
      minX: mercatorX(b.getWest()),
      minY: mercatorY(b.getNorth()),
      maxX: mercatorX(b.getEast()),
      maxY: mercatorY(b.getSouth()),
    };
  }

  /** Builds the draw list again when the view left its box, or the data changed. */
  #cull(gl: WebGL2RenderingContext, map: GlLayerMap): void {
    const view = this.#view(map) ?? { minX: -1, minY: -1, maxX: 2, maxY: 2 };
    const built = this.#listBox;
    const area = (b: MercatorBox) => (b.maxX - b.minX) * (b.maxY - b.minY);
    if (built && contains(built, view) && area(built) <= CULL_MAX_AREA * area(view)) return;
    const box = grownBox(view, CULL_GROW, CULL_MARGIN);
    this.#list = buildDrawList(this.buffers, box, this.#list);
    this.#listBox = box;
    const { indices, old, fresh } = this.#list;
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.#indices);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, indices, gl.DYNAMIC_DRAW, 0, (old + fresh) * 6);
  }

  #draw(gl: WebGL2RenderingContext, map: GlLayerMap, input: GlRenderInput, atlas: IconAtlas): void {
    const { old, fresh } = this.#list;
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
      // Fresh positions only: they follow the old ones in the list.
      gl.drawElements(gl.TRIANGLES, fresh * 6, gl.UNSIGNED_INT, old * 6 * BYTES);
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
    const zoom = map.getZoom();
    const scale = this.style.iconScale ?? 1;
    const zoomScale = vesselScale(zoom);
    const sizes = cssSizes.map((s, i) => s * scale * (atlas.fullSize[i] ? 1 : zoomScale));
    gl.uniform1fv(p.uniforms.get('u_sizes')!, new Float32Array(sizes));
    gl.uniform1f(p.uniforms.get('u_mark_offset')!, drawsMarks(zoom) ? MARK_OFFSET : 0);
    gl.uniform1f(p.uniforms.get('u_bearing')!, (map.getBearing() * Math.PI) / 180);
    gl.uniform1f(p.uniforms.get('u_old_opacity')!, OLD_ICON_OPACITY);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.#texture);
    gl.uniform1i(p.uniforms.get('u_atlas')!, 0);
    // One call: old positions come first in the list, so fresh ones lie over them.
    gl.drawElements(gl.TRIANGLES, (old + fresh) * 6, gl.UNSIGNED_INT, 0);
  }
}

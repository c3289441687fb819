// Shaders of the custom vessel layer (GLSL ES 3.00; MapLibre 6 renders with WebGL2).
// Positions arrive as high and low Float32 parts; subtracting the camera centre from each part
// first keeps metre precision at every zoom, which one Float32 Mercator value does not.

/**
 * Icons: one square per vessel (corners ±1), turned by heading relative to the map. `icons`
 * images in the atlas: each kind's icon, then its mark at `u_mark_offset` past it, drawn
 * instead of the icon at low zoom (symbol-scale.ts); `u_sizes` holds each image's size at
 * the current zoom.
 */
export function iconVertexShader(icons: number): string {
  return `#version 300 es
precision highp float;
in vec2 a_corner;
in vec4 a_pos;
in vec3 a_data;
uniform mat4 u_matrix;
uniform vec4 u_centre;
uniform vec2 u_px_to_clip;
uniform float u_bearing;
uniform float u_mark_offset;
uniform float u_old_opacity;
uniform vec4 u_rects[${icons}];
uniform float u_sizes[${icons}];
out vec2 v_uv;
out float v_alpha;
void main() {
  int icon = int(a_data.y + u_mark_offset + 0.5);
  vec2 p = (a_pos.xy - u_centre.xy) + (a_pos.zw - u_centre.zw);
  vec4 clip = u_matrix * vec4(p, 0.0, 1.0);
  float angle = a_data.x - u_bearing;
  float c = cos(angle);
  float s = sin(angle);
  vec2 corner = a_corner * 0.5 * u_sizes[icon];
  // Clockwise on a screen whose y points down.
  vec2 turned = vec2(corner.x * c - corner.y * s, corner.x * s + corner.y * c);
  clip.xy += turned * u_px_to_clip * clip.w;
  gl_Position = clip;
  vec4 rect = u_rects[icon];
  v_uv = rect.xy + (a_corner * 0.5 + 0.5) * rect.zw;
  v_alpha = a_data.z == 2.0 ? u_old_opacity : 1.0;
}`;
}

export const ICON_FRAGMENT_SHADER = `#version 300 es
precision mediump float;
uniform sampler2D u_atlas;
in vec2 v_uv;
in float v_alpha;
out vec4 fragColor;
void main() {
  // The atlas is premultiplied, as MapLibre's blending expects.
  fragColor = texture(u_atlas, v_uv) * v_alpha;
}`;

/** Bearing vectors: a thin quad from the position along the course, fresh vessels only. */
export const VECTOR_VERTEX_SHADER = `#version 300 es
precision highp float;
in vec2 a_corner;
in vec4 a_pos;
in vec3 a_data;
in vec2 a_vector;
uniform mat4 u_matrix;
uniform vec4 u_centre;
uniform vec2 u_px_to_clip;
uniform float u_half_width;
void main() {
  if (a_data.z != 1.0 || (a_vector.x == 0.0 && a_vector.y == 0.0)) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    return;
  }
  vec2 p = (a_pos.xy - u_centre.xy) + (a_pos.zw - u_centre.zw);
  vec4 a = u_matrix * vec4(p, 0.0, 1.0);
  vec4 b = u_matrix * vec4(p + a_vector, 0.0, 1.0);
  vec2 along = (b.xy / b.w - a.xy / a.w) / u_px_to_clip;
  float len = length(along);
  vec2 dir = len > 0.0 ? along / len : vec2(1.0, 0.0);
  vec2 across = vec2(-dir.y, dir.x) * u_half_width * a_corner.y;
  vec4 clip = mix(a, b, a_corner.x * 0.5 + 0.5);
  clip.xy += across * u_px_to_clip * clip.w;
  gl_Position = clip;
}`;

export const VECTOR_FRAGMENT_SHADER = `#version 300 es
precision mediump float;
uniform vec4 u_colour;
out vec4 fragColor;
void main() {
  fragColor = u_colour;
}`;

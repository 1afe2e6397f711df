;; The camera's zoom on one 8-bit image plane: each output pixel (x, y) is the source sampled at
;; (left + x * k, top + y * k) with bilinear weights in 1/128 steps, as a separable pass per output
;; row: the two source rows it falls between are blended into a row buffer (16 pixels per step), then
;; the row buffer is stretched to the output row, 16 output pixels per step, each step's 16 source
;; positions gathered from a 17-byte window with a byte shuffle. That window holds them because the
;; camera only zooms in (k <= 1). Compiled to camera-warp-wasm.ts by
;; `npm run build:camera-warp --workspace @sitespark/render`; camera-frames.ts prepares the tables.
(module
  (memory (export "memory") 1)

  ;; out[i] = (a[i] * (128 - f) + b[i] * f + 64) >> 7 for i in [0, count), count a multiple of 16.
  (func $blendRows (param $a i32) (param $b i32) (param $out i32) (param $count i32) (param $f i32)
    (local $i i32) (local $wa v128) (local $wb v128) (local $va v128) (local $vb v128) (local $half v128)
    (local.set $wb (i16x8.splat (local.get $f)))
    (local.set $wa (i16x8.splat (i32.sub (i32.const 128) (local.get $f))))
    (local.set $half (i16x8.splat (i32.const 64)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $va (v128.load (i32.add (local.get $a) (local.get $i))))
        (local.set $vb (v128.load (i32.add (local.get $b) (local.get $i))))
        (v128.store
          (i32.add (local.get $out) (local.get $i))
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add
                  (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $va)) (local.get $wa))
                  (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $vb)) (local.get $wb)))
                (local.get $half))
              (i32.const 7))
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add
                  (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $va)) (local.get $wa))
                  (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $vb)) (local.get $wb)))
                (local.get $half))
              (i32.const 7))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $next))))

  ;; For each step g of 16 output pixels: base = bases[g] (i32), offsets = offsets[g] (16 bytes, each
  ;; at most 15), weights = weights[g] (16 x i16, 0 to 128):
  ;; out[16g + j] = (row[base + o_j] * (128 - w_j) + row[base + o_j + 1] * w_j + 64) >> 7.
  (func $stretchRow (param $row i32) (param $out i32) (param $steps i32) (param $bases i32) (param $offsets i32) (param $weights i32)
    (local $g i32) (local $window i32) (local $offset v128) (local $left v128) (local $right v128)
    (local $w0 v128) (local $w1 v128) (local $full v128) (local $half v128)
    (local.set $full (i16x8.splat (i32.const 128)))
    (local.set $half (i16x8.splat (i32.const 64)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $g) (local.get $steps)))
        (local.set $window (i32.add (local.get $row) (i32.load (i32.add (local.get $bases) (i32.shl (local.get $g) (i32.const 2))))))
        (local.set $offset (v128.load (i32.add (local.get $offsets) (i32.shl (local.get $g) (i32.const 4)))))
        (local.set $left (i8x16.swizzle (v128.load (local.get $window)) (local.get $offset)))
        (local.set $right (i8x16.swizzle (v128.load (i32.add (local.get $window) (i32.const 1))) (local.get $offset)))
        (local.set $w0 (v128.load (i32.add (local.get $weights) (i32.shl (local.get $g) (i32.const 5)))))
        (local.set $w1 (v128.load offset=16 (i32.add (local.get $weights) (i32.shl (local.get $g) (i32.const 5)))))
        (v128.store
          (i32.add (local.get $out) (i32.shl (local.get $g) (i32.const 4)))
          (i8x16.narrow_i16x8_u
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add
                  (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $left)) (i16x8.sub (local.get $full) (local.get $w0)))
                  (i16x8.mul (i16x8.extend_low_i8x16_u (local.get $right)) (local.get $w0)))
                (local.get $half))
              (i32.const 7))
            (i16x8.shr_u
              (i16x8.add
                (i16x8.add
                  (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $left)) (i16x8.sub (local.get $full) (local.get $w1)))
                  (i16x8.mul (i16x8.extend_high_i8x16_u (local.get $right)) (local.get $w1)))
                (local.get $half))
              (i32.const 7))))
        (local.set $g (i32.add (local.get $g) (i32.const 1)))
        (br $next))))

  ;; One plane: for output row y, rows[2y] is the upper source row and rows[2y + 1] its weight (0 to
  ;; 128) towards the row below; the source columns first to first + count are blended into `row`.
  (func (export "warpPlane")
    (param $source i32) (param $width i32) (param $out i32) (param $height i32) (param $rows i32)
    (param $first i32) (param $count i32) (param $row i32)
    (param $steps i32) (param $bases i32) (param $offsets i32) (param $weights i32)
    (local $y i32) (local $upper i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $y) (local.get $height)))
        (local.set $upper
          (i32.add
            (i32.add (local.get $source) (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $y) (i32.const 3)))) (local.get $width)))
            (local.get $first)))
        (call $blendRows
          (local.get $upper)
          (i32.add (local.get $upper) (local.get $width))
          (i32.add (local.get $row) (local.get $first))
          (local.get $count)
          (i32.load offset=4 (i32.add (local.get $rows) (i32.shl (local.get $y) (i32.const 3)))))
        (call $stretchRow
          (local.get $row)
          (i32.add (local.get $out) (i32.mul (local.get $y) (local.get $width)))
          (local.get $steps) (local.get $bases) (local.get $offsets) (local.get $weights))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $next)))))

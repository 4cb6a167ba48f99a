//  GrayImage+Dither.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: Floyd–Steinberg error diffusion (R. W. Floyd and L. Steinberg, "An adaptive
//  algorithm for spatial greyscale", 1976): each pixel takes the nearest level and passes what it
//  missed on to its unvisited neighbours, 7/16 ahead, 3/16 below behind, 5/16 below, 1/16 below
//  ahead, so an area's mean brightness is kept. Rows are visited in alternate directions
//  (serpentine), which avoids the diagonal "worms" of left-to-right scanning. Brightness is the
//  sRGB values' luma (ITU-R BT.601 weights, as e-ink converters such as ImageMagick's `-colorspace
//  gray` use on sRGB); alpha is laid over white, as on a blank panel.

extension GrayImage {
    /// `image` in `levels` greys (2, 4 or 16), dithered by Floyd–Steinberg error diffusion.
    /// - Complexity: O(pixels); one pass, two rows of error kept.
    public init(dithering image: RasterImage, levels: Int) {
        precondition(Self.depths.contains(levels), "a grey image has 2, 4 or 16 levels")
        let (width, height) = (image.width, image.height)
        let step = 255.0 / Double(levels - 1)
        var out = [UInt8](repeating: 0, count: width * height)
        // The error carried into this row and the next, one slot of padding at each end.
        var current = [Double](repeating: 0, count: width + 2)
        var next = [Double](repeating: 0, count: width + 2)
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<height {
                let forward = y % 2 == 0
                for i in 0..<width {
                    let x = forward ? i : width - 1 - i
                    let p = (y * width + x) * 4
                    let alpha = Double(rgba[p + 3]) / 255
                    let luma = 0.299 * Double(rgba[p]) + 0.587 * Double(rgba[p + 1]) + 0.114 * Double(rgba[p + 2])
                    let wanted = luma * alpha + 255 * (1 - alpha) + current[x + 1]
                    let level = min(max((wanted / step).rounded(), 0), Double(levels - 1))
                    out[y * width + x] = UInt8(level)
                    let error = wanted - level * step
                    let ahead = forward ? 1 : -1
                    current[x + 1 + ahead] += error * 7 / 16
                    next[x + 1 - ahead] += error * 3 / 16
                    next[x + 1] += error * 5 / 16
                    next[x + 1 + ahead] += error * 1 / 16
                }
                swap(&current, &next)
                for i in next.indices { next[i] = 0 }
            }
        }
        self.init(width: width, height: height, levels: levels, pixels: out)
    }
}

#!/bin/sh
# Makes the JPEG test vectors and their reference decodes (raw RGB, 3 bytes a pixel), with
# ImageMagick (`convert`, libjpeg-turbo inside), libjpeg-turbo's `cjpeg` and `exiftool`:
#   apt-get install imagemagick libjpeg-turbo-progs libimage-exiftool-perl
# Run in this folder; the results are committed, the tests never run the tools.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A source picture: gradients, hard-edged colour patches and a fine checker, so that chroma,
# edges and high frequencies are all coded.
source() { # width height file
    python3 - "$1" "$2" "$3" <<'PY'
import sys
w, h, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
out = bytearray()
for y in range(h):
    for x in range(w):
        if x < w // 3:
            p = (x * 255 // max(w - 1, 1), y * 255 // max(h - 1, 1), 128)
        elif x < 2 * w // 3:
            p = [(230, 30, 40), (20, 200, 60), (30, 60, 220), (250, 220, 20)][(x // 4 + y // 4) % 4]
        else:
            v = 255 if (x + y) % 2 else 0
            p = (v, 255 - v // 2, (x * 37 + y * 91) % 256)
        out += bytes(p)
with open(path, "wb") as f:
    f.write(b"P6\n%d %d\n255\n" % (w, h) + out)
PY
}

reference() { # name
    convert "$1.jpg" -auto-orient rgb:"$1.rgb"
}

source 16 16 "$work/16x16.ppm"
source 33 17 "$work/33x17.ppm"
source 20 12 "$work/20x12.ppm"
source 1 1 "$work/1x1.ppm"
source 70 45 "$work/70x45.ppm"

make() { # name size options...
    name=$1 size=$2
    shift 2
    convert "$work/$size.ppm" -strip "$@" "$name.jpg"
    reference "$name"
}

make baseline-444-16x16 16x16 -quality 90 -sampling-factor 4:4:4
make baseline-422-33x17 33x17 -quality 85 -sampling-factor 4:2:2
make baseline-420-33x17 33x17 -quality 75 -sampling-factor 4:2:0
make baseline-420-1x1 1x1 -quality 75 -sampling-factor 4:2:0
make baseline-grey-33x17 33x17 -quality 90 -colorspace Gray
make baseline-q100-420-70x45 70x45 -quality 100 -sampling-factor 4:2:0
make progressive-444-16x16 16x16 -quality 90 -sampling-factor 4:4:4 -interlace JPEG
make progressive-422-33x17 33x17 -quality 85 -sampling-factor 4:2:2 -interlace JPEG
make progressive-420-33x17 33x17 -quality 75 -sampling-factor 4:2:0 -interlace JPEG
make progressive-grey-33x17 33x17 -quality 90 -colorspace Gray -interlace JPEG
make progressive-420-70x45 70x45 -quality 50 -sampling-factor 4:2:0 -interlace JPEG

# Sampling ImageMagick does not offer, and restart intervals of one MCU and of one MCU row.
cjpeg -quality 80 -sample 1x2,1x1,1x1 "$work/33x17.ppm" > baseline-440-33x17.jpg
reference baseline-440-33x17
cjpeg -quality 80 -sample 4x1,1x1,1x1 "$work/33x17.ppm" > baseline-411-33x17.jpg
reference baseline-411-33x17
cjpeg -quality 80 -sample 2x2,1x1,1x1 -restart 1B "$work/70x45.ppm" > restart-420-70x45.jpg
reference restart-420-70x45
cjpeg -quality 80 -sample 2x1,1x1,1x1 -restart 1 -progressive "$work/70x45.ppm" > restart-progressive-422-70x45.jpg
reference restart-progressive-422-70x45

# Every EXIF orientation, big-endian (Motorola) and, for 6, little-endian (Intel) too.
for orientation in 1 2 3 4 5 6 7 8; do
    convert "$work/20x12.ppm" -strip -quality 90 -sampling-factor 4:2:0 "orientation-$orientation.jpg"
    exiftool -q -overwrite_original -n -Orientation="$orientation" "orientation-$orientation.jpg"
    reference "orientation-$orientation"
done
convert "$work/20x12.ppm" -strip -quality 90 -sampling-factor 4:2:0 orientation-6-intel.jpg
exiftool -q -overwrite_original -n -ExifByteOrder=II -Orientation=6 orientation-6-intel.jpg
reference orientation-6-intel

# Refused: four components (CMYK) and arithmetic coding.
convert -size 8x8 xc:orange -colorspace CMYK -quality 90 cmyk-8x8.jpg
cjpeg -quality 90 -arithmetic "$work/16x16.ppm" > arithmetic-16x16.jpg

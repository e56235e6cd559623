export const AVATAR_MAX_SIZE = 256;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Width and height that fit within max×max and keep the aspect ratio; never enlarges. */
export const fitWithin = (width: number, height: number, max = AVATAR_MAX_SIZE) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

const loadImage = (file: File): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });

/**
 * Shrinks a picked picture in the browser to at most 256×256 before upload, so the 1 MB
 * server limit is never the user's problem. PNG keeps transparency; others become JPEG.
 */
export const resizeImage = async (file: File): Promise<string> => {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.9);
};

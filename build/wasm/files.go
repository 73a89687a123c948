package main

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"
)

// brotliWindow is the log2 of the brotli encoder's window in bytes: the largest, 16 MB, finds
// the module's long-range repeats.
const brotliWindow = 24

// gzipFile writes a best-compression gzip copy of src to dst and returns both sizes in bytes.
func gzipFile(src, dst string) (rawSize, gzSize int64, err error) {
	return compressFile(src, dst, "gzip", func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	})
}

// brotliFile writes a brotli copy of src at quality (0–11) to dst and returns both sizes in
// bytes. When dst already holds the copy of the same src at the same quality (named in the
// stamp file beside it), it is kept: quality 11 takes minutes on a busy machine.
func brotliFile(src, dst string, quality int) (rawSize, brSize int64, err error) {
	stamp := filepath.Join(filepath.Dir(dst), "."+filepath.Base(dst)+".source")
	sum, err := fileSum(src)
	if err != nil {
		return 0, 0, err
	}
	want := fmt.Sprintf("%s quality %d window %d\n", sum, quality, brotliWindow)
	if have, err := os.ReadFile(stamp); err == nil && string(have) == want {
		srcInfo, err1 := os.Stat(src)
		dstInfo, err2 := os.Stat(dst)
		if err1 == nil && err2 == nil {
			return srcInfo.Size(), dstInfo.Size(), nil
		}
	}
	os.Remove(stamp)
	rawSize, brSize, err = compressFile(src, dst, "brotli", func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: quality, LGWin: brotliWindow}), nil
	})
	if err != nil {
		return 0, 0, err
	}
	return rawSize, brSize, os.WriteFile(stamp, []byte(want), 0o644)
}

// fileSum is the hex SHA-256 of a file's content.
func fileSum(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// compressFile writes src through the encoder newWriter makes into dst and returns both sizes
// in bytes; what names the encoding in errors.
func compressFile(src, dst, what string, newWriter func(io.Writer) (io.WriteCloser, error)) (rawSize, size int64, err error) {
	in, err := os.Open(src)
	if err != nil {
		return 0, 0, err
	}
	defer in.Close()
	err = writeAtomic(dst, func(w io.Writer) error {
		zw, err := newWriter(w)
		if err != nil {
			return err
		}
		if rawSize, err = io.Copy(zw, in); err != nil {
			return err
		}
		return zw.Close()
	})
	if err != nil {
		return 0, 0, fmt.Errorf("%s %s: %w", what, src, err)
	}
	info, err := os.Stat(dst)
	if err != nil {
		return 0, 0, err
	}
	return rawSize, info.Size(), nil
}

// copyFile copies src to dst.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return writeAtomic(dst, func(w io.Writer) error {
		_, err := io.Copy(w, in)
		return err
	})
}

// writeAtomic writes dst through a temporary file in the same folder and a rename, so a server
// running meanwhile never hands out half a file.
func writeAtomic(dst string, write func(io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), dst)
}

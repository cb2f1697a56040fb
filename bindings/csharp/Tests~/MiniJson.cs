using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

// Just enough of a JSON reader for the test to compare the binding's rooms,
// corridors and tiles with the command line's layout file: objects become
// Dictionary<string, object>, arrays List<object>, numbers double, and
// strings, true, false and null themselves.
internal sealed class MiniJson
{
    private readonly string text;
    private int at;

    private MiniJson(string text)
    {
        this.text = text;
    }

    internal static object Parse(string text)
    {
        var reader = new MiniJson(text);
        object value = reader.Value();
        reader.SkipSpace();
        if (reader.at != text.Length)
        {
            throw reader.Error("text after the value");
        }
        return value;
    }

    private object Value()
    {
        SkipSpace();
        if (at >= text.Length)
        {
            throw Error("the text ends early");
        }
        switch (text[at])
        {
            case '{': return Object();
            case '[': return Array();
            case '"': return String();
            case 't': return Word("true", true);
            case 'f': return Word("false", false);
            case 'n': return Word("null", null);
            default: return Number();
        }
    }

    private Dictionary<string, object> Object()
    {
        var result = new Dictionary<string, object>();
        at++;  // {
        SkipSpace();
        if (Take('}'))
        {
            return result;
        }
        do
        {
            SkipSpace();
            string key = String();
            SkipSpace();
            Expect(':');
            result[key] = Value();
            SkipSpace();
        } while (Take(','));
        Expect('}');
        return result;
    }

    private List<object> Array()
    {
        var result = new List<object>();
        at++;  // [
        SkipSpace();
        if (Take(']'))
        {
            return result;
        }
        do
        {
            result.Add(Value());
            SkipSpace();
        } while (Take(','));
        Expect(']');
        return result;
    }

    private string String()
    {
        Expect('"');
        var result = new StringBuilder();
        while (at < text.Length && text[at] != '"')
        {
            char c = text[at++];
            if (c != '\\')
            {
                result.Append(c);
                continue;
            }
            char escaped = text[at++];
            switch (escaped)
            {
                case 'n': result.Append('\n'); break;
                case 't': result.Append('\t'); break;
                case 'r': result.Append('\r'); break;
                case 'b': result.Append('\b'); break;
                case 'f': result.Append('\f'); break;
                case 'u':
                    result.Append((char)int.Parse(text.Substring(at, 4), NumberStyles.HexNumber));
                    at += 4;
                    break;
                default: result.Append(escaped); break;  // " \ /
            }
        }
        Expect('"');
        return result.ToString();
    }

    private double Number()
    {
        int start = at;
        while (at < text.Length && "+-0123456789.eE".IndexOf(text[at]) >= 0)
        {
            at++;
        }
        if (at == start)
        {
            throw Error("unexpected '" + text[at] + "'");
        }
        return double.Parse(text.Substring(start, at - start), CultureInfo.InvariantCulture);
    }

    private object Word(string word, object value)
    {
        if (string.CompareOrdinal(text, at, word, 0, word.Length) != 0)
        {
            throw Error("expected " + word);
        }
        at += word.Length;
        return value;
    }

    private void SkipSpace()
    {
        while (at < text.Length && char.IsWhiteSpace(text[at]))
        {
            at++;
        }
    }

    private bool Take(char c)
    {
        if (at < text.Length && text[at] == c)
        {
            at++;
            return true;
        }
        return false;
    }

    private void Expect(char c)
    {
        if (!Take(c))
        {
            throw Error("expected '" + c + "'");
        }
    }

    private FormatException Error(string message)
    {
        return new FormatException("layout file, offset " + at + ": " + message);
    }
}

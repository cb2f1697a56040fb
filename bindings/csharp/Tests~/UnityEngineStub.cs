// The few UnityEngine types the Level Builder sample (Samples~/LevelBuilder)
// uses, with Unity's signatures, so that the test compiles the sample as it
// is and runs its mapping from the instances' frame to Unity's. Only what
// the mapping needs does anything: Vector3, and Quaternion as turns about
// +Y with Unity's left-handed sense (Quaternion.Euler(0, 90, 0) takes
// Vector3.forward (0, 0, 1) to Vector3.right (1, 0, 0)); the scene-graph
// members only have to compile and are never called.

using System;

namespace UnityEngine
{
    public struct Vector3
    {
        public float x, y, z;

        public Vector3(float x, float y, float z)
        {
            this.x = x;
            this.y = y;
            this.z = z;
        }

        public static Vector3 operator +(Vector3 a, Vector3 b)
        {
            return new Vector3(a.x + b.x, a.y + b.y, a.z + b.z);
        }
    }

    public struct Quaternion
    {
        // Only turns about +Y occur in the sample: the angle in degrees.
        private readonly float yawDegrees;

        private Quaternion(float yawDegrees)
        {
            this.yawDegrees = yawDegrees;
        }

        public static Quaternion Euler(float x, float y, float z)
        {
            if (x != 0f || z != 0f)
            {
                throw new NotSupportedException("the stub turns about Y only");
            }
            return new Quaternion(y);
        }

        public static Quaternion operator *(Quaternion a, Quaternion b)
        {
            return new Quaternion(a.yawDegrees + b.yawDegrees);
        }

        // Unity's turn about +Y: +Z towards +X for a positive angle.
        public static Vector3 operator *(Quaternion q, Vector3 v)
        {
            double turn = q.yawDegrees * Math.PI / 180.0;
            return new Vector3((float)(v.x * Math.Cos(turn) + v.z * Math.Sin(turn)), v.y,
                               (float)(-v.x * Math.Sin(turn) + v.z * Math.Cos(turn)));
        }
    }

    public class Object
    {
        public string name { get; set; }

        public static T Instantiate<T>(T original) where T : Object
        {
            throw new NotSupportedException("stub");
        }

        public static void Destroy(Object target)
        {
            throw new NotSupportedException("stub");
        }

        public static void DestroyImmediate(Object target)
        {
            throw new NotSupportedException("stub");
        }
    }

    public class Component : Object
    {
        public Transform transform
        {
            get { throw new NotSupportedException("stub"); }
        }
    }

    public class Behaviour : Component
    {
    }

    public class MonoBehaviour : Behaviour
    {
    }

    public class Transform : Component
    {
        public Quaternion rotation { get; set; }

        public void SetParent(Transform parent, bool worldPositionStays)
        {
            throw new NotSupportedException("stub");
        }

        public void SetPositionAndRotation(Vector3 position, Quaternion rotation)
        {
            throw new NotSupportedException("stub");
        }

        public Vector3 TransformPoint(Vector3 position)
        {
            throw new NotSupportedException("stub");
        }
    }

    public class GameObject : Object
    {
        public GameObject()
        {
        }

        public GameObject(string name)
        {
            this.name = name;
        }

        public Transform transform
        {
            get { throw new NotSupportedException("stub"); }
        }
    }

    public class TextAsset : Object
    {
        public string text
        {
            get { throw new NotSupportedException("stub"); }
        }
    }

    public static class Application
    {
        public static bool isPlaying
        {
            get { return true; }
        }
    }

    public static class Debug
    {
        public static void LogWarning(object message, Object context)
        {
            throw new NotSupportedException("stub");
        }

        public static void LogError(object message, Object context)
        {
            throw new NotSupportedException("stub");
        }
    }

    public class PropertyAttribute : Attribute
    {
    }

    [AttributeUsage(AttributeTargets.Field)]
    public class TooltipAttribute : PropertyAttribute
    {
        public TooltipAttribute(string tooltip)
        {
        }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public class TextAreaAttribute : PropertyAttribute
    {
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class ContextMenu : Attribute
    {
        public ContextMenu(string itemName)
        {
        }
    }
}
